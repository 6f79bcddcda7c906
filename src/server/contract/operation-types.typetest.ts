/**
 * Compile-time proof that the contract types the server: `npm run typecheck` fails if any
 * line marked @ts-expect-error stops being an error, i.e. if a handler could read or return
 * what openapi.yaml does not declare. Nothing here runs.
 */
import { defineHandlers, type Schema } from './operation-types';

const user: Schema<'User'> = {
  _id: '00000000-0000-0000-0000-000000000000',
  name: 'Asha',
  email: 'asha@example.in',
  phone: '9876543210',
  address: 'Pune',
  role: 0,
};

export const declared = defineHandlers({
  login: async (request) => ({ success: true, message: `Welcome ${request.body.email}`, user, token: 'token' }),
});

export const returnsUndeclared = defineHandlers({
  // @ts-expect-error a field the contract's LoginResponse does not declare
  login: async () => ({ success: true, message: 'Welcome', user: { ...user, password_hash: 'x' }, token: 'token' }),
});

export const readsUndeclared = defineHandlers({
  // @ts-expect-error LoginRequest has no field `role`
  login: async (request) => ({ success: true, message: String(request.body.role), user, token: 'token' }),
});

export const unknownOperation = defineHandlers({
  // @ts-expect-error no operation of openapi.yaml is called this
  loginTwice: async () => ({ success: true }),
});

export const createdDeclared = defineHandlers({
  register: async (_request, reply) => {
    reply.status(201);
    return { success: true, message: 'Registered' };
  },
});

export const createdUndeclared = defineHandlers({
  // @ts-expect-error a 201 body with a field the contract's Message does not declare
  register: async (_request, reply) => {
    reply.status(201);
    return { success: true, message: 'Registered', answer_hash: 'x' };
  },
});
