import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { resetStores } from './renderWithProviders';
import { resetScreenWidth } from './screenWidth';
import { server } from './server';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app loads notistack with its first toast. Compiling it for Jest takes a second on a
  // busy machine, which a test waiting for its first toast would otherwise spend; load it here.
  await import('../components/NotistackHost');
});
afterEach(() => {
  cleanup();
  resetStores();
  server.resetHandlers();
  window.localStorage.clear();
  resetScreenWidth();
});
afterAll(() => server.close());
