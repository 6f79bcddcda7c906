/**
 * Each server test file starts a real database; on a busy two-core machine that outlasts
 * Jest's 5 s. (A project's own `testTimeout` in jest.config.ts is not applied by Jest 30.)
 */
jest.setTimeout(30_000);
