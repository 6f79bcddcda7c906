/**
 * The `test` every journey imports: Playwright's, with baseURL taken from the server that
 * global setup started (so page.goto('/') and request.get('/api/...') reach it).
 */
import { test as base } from '@playwright/test';
import { env } from './env';

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's parameters, which must be a destructuring pattern
  baseURL: async ({}, use) => {
    await use(env.baseURL);
  },
});

export { expect } from '@playwright/test';
