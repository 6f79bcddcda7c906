/**
 * Accounts through the real API, for journeys that need a signed-in user or the admin without
 * going through the forms. Every user gets a unique e-mail so journeys never share data.
 */
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { env } from './env';

export type Shopper = {
  name: string;
  email: string;
  password: string;
  phone: string;
  address: string;
  answer: string;
};

export type SignedIn = {
  user: { _id: string; name: string; email: string; phone: string; address: string; role: number };
  token: string;
};

/** A new shopper's details with an e-mail nobody has used; nothing is sent. */
export function newShopper(label = 'shopper'): Shopper {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    name: `E2E ${label} ${id}`,
    email: `${label}-${id}@e2e.local`,
    password: `Pw-${randomBytes(9).toString('base64url')}`,
    phone: '+91 98765 43210',
    address: '12 MG Road, Bengaluru 560001',
    answer: '1990',
  };
}

/** Registers `shopper` (a fresh one by default) through POST /api/v1/auth/register. */
export async function registerShopper(request: APIRequestContext, shopper: Shopper = newShopper()): Promise<Shopper> {
  const res = await request.post('/api/v1/auth/register', { data: shopper });
  expect(res.status(), await res.text()).toBe(201);
  return shopper;
}

/** Signs in through POST /api/v1/auth/login and returns { user, token }. */
export async function login(request: APIRequestContext, email: string, password: string): Promise<SignedIn> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  return { user: body.user, token: body.token };
}

/** Registers a fresh shopper and signs them in. */
export async function signedInShopper(request: APIRequestContext, label?: string): Promise<SignedIn & { shopper: Shopper }> {
  const shopper = await registerShopper(request, newShopper(label));
  return { ...(await login(request, shopper.email, shopper.password)), shopper };
}

/** The admin that global setup created. */
export function loginAdmin(request: APIRequestContext): Promise<SignedIn> {
  return login(request, env.admin.email, env.admin.password);
}

/** The raw token as the Authorization header, as the app sends it. */
export const authHeader = (token: string) => ({ Authorization: token });
