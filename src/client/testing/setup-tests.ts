import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { resetStores } from './renderWithProviders';
import { resetScreenWidth } from './screenWidth';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  resetStores();
  server.resetHandlers();
  window.localStorage.clear();
  resetScreenWidth();
});
afterAll(() => server.close());
