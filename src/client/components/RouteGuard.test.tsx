import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../testing/renderWithProviders';
import { server } from '../testing/server';
import { preloaded, session } from '../testing/storefrontFactories';
import RouteGuard from './RouteGuard';

function guarded(access: 'user' | 'admin') {
  return (
    <Routes>
      <Route element={<RouteGuard access={access} />}>
        <Route path="*" element={<p>Protected page</p>} />
      </Route>
    </Routes>
  );
}

afterEach(() => jest.useRealTimers());

it('counts down from 3 each second, then sends a visitor to /login remembering where they were', async () => {
  jest.useFakeTimers();
  renderWithProviders(guarded('user'), { path: '/dashboard/user/*', route: '/dashboard/user/orders' });
  expect(screen.getByText('If you have not logged in, you will be redirected to login page in 3 seconds...')).toBeInTheDocument();
  expect(screen.getByText('Fetching your medicines...')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByText('If you have not logged in, you will be redirected to login page in 2 seconds...')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByText(/redirected to login page in 1 seconds/)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  const location = screen.getByTestId('location');
  expect(location).toHaveTextContent('/login');
  expect(JSON.parse(location.getAttribute('data-state')!).from.pathname).toBe('/dashboard/user/orders');
});

it('sends a refused visitor of the admin area to the home page', async () => {
  jest.useFakeTimers();
  renderWithProviders(guarded('admin'), { path: '/dashboard/admin/*', route: '/dashboard/admin/orders' });
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

it('shows the protected page once the server grants access, sending the raw token', async () => {
  let authorization: string | null = null;
  server.use(
    http.get('/api/v1/auth/user-auth', ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json({ ok: true });
    }),
  );
  renderWithProviders(guarded('user'), {
    path: '/dashboard/user/*',
    route: '/dashboard/user',
    preloadedState: preloaded({ auth: session() }),
  });
  expect(await screen.findByText('Protected page')).toBeInTheDocument();
  expect(authorization).toBe('tok-1');
});

it('tells a signed-in shopper the server refuses that an admin page is for administrators, and stays put', async () => {
  server.use(http.get('/api/v1/auth/admin-auth', () => HttpResponse.json({ success: false, message: 'Admins only' }, { status: 403 })));
  renderWithProviders(guarded('admin'), {
    path: '/dashboard/admin/*',
    route: '/dashboard/admin',
    preloadedState: preloaded({ auth: session() }),
  });
  expect(await screen.findByRole('heading', { name: 'This page is for administrators' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  expect(screen.queryByText(/If you have not logged in/)).not.toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 3500));
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  expect(screen.queryByText('Protected page')).not.toBeInTheDocument();
  expect(document.title).toBe('For administrators - Online Pharmacy');
}, 10_000);

it('still counts down and sends home a holder of a token the server no longer accepts (401)', async () => {
  server.use(http.get('/api/v1/auth/admin-auth', () => HttpResponse.json({ success: false, message: 'Please log in' }, { status: 401 })));
  renderWithProviders(guarded('admin'), {
    path: '/dashboard/admin/*',
    route: '/dashboard/admin',
    preloadedState: preloaded({ auth: session() }),
  });
  expect(await screen.findByTestId('location', {}, { timeout: 5000 })).toHaveTextContent(/^\/$/);
});
