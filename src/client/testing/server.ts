/**
 * The fake network for component tests: msw answers the app's real fetch calls. Tests add
 * the responses they need with `server.use(...)`; an unexpected request fails the test.
 */
import { setupServer } from 'msw/node';

export const server = setupServer();
