import { HttpError } from '../../http-error';
import type { Handlers } from '../../plugins/contract';

export const accountHandlers = {
  register: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  login: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  forgotPassword: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  userAuth: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  adminAuth: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
  updateProfile: async () => {
    throw new HttpError(501, 'Not implemented yet');
  },
} satisfies Handlers;
