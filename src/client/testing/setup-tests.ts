import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { resetStores } from './renderWithProviders';
import { resetScreenWidth } from './screenWidth';
import { server } from './server';

// A lazy page's first render compiles its chunk for Jest; on a busy two-core machine the first
// findBy can outlast the default second. A real wait stays a wait: this only moves the give-up.
configure({ asyncUtilTimeout: 4000 });

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
