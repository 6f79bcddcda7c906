import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { resetStores } from './renderWithProviders';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  resetStores();
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
