import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { aUser } from '../../testing/storefrontFactories';
import LoginPage from './LoginPage';

const loginAnswers = (body: object, status = 200) => server.use(http.post('/api/v1/auth/login', () => HttpResponse.json(body, { status })));

it('signs in, says so, and returns to the page the user was sent from', async () => {
  loginAnswers({ success: true, message: 'Login successful', user: aUser(), token: 'tok-7' });
  const { user, store } = renderWithProviders(<LoginPage />, {
    path: '/login',
    state: { from: { pathname: '/dashboard/user/orders', search: '' } },
  });
  await user.type(screen.getByLabelText(/Email/), 'asha@example.in');
  await user.type(screen.getByLabelText(/Password/), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Login successful')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/orders');
  expect(store.getState().auth).toMatchObject({ user: aUser(), token: 'tok-7' });
});

it('returns to the cart when sent from checkout, and home otherwise', async () => {
  loginAnswers({ success: true, message: 'Login successful', user: aUser(), token: 'tok-7' });
  const { user } = renderWithProviders(<LoginPage />, { path: '/login', state: { from: '/cart' } });
  await user.type(screen.getByLabelText(/Email/), 'asha@example.in');
  await user.type(screen.getByLabelText(/Password/), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/cart');
});

it('shows the server message when refused, and "Something went wrong!" when the call fails', async () => {
  loginAnswers({ success: false, message: 'Invalid email or password' }, 401);
  const { user, store } = renderWithProviders(<LoginPage />, { path: '/login' });
  await user.type(screen.getByLabelText(/Email/), 'asha@example.in');
  await user.type(screen.getByLabelText(/Password/), 'wrong-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  server.use(http.post('/api/v1/auth/login', () => HttpResponse.error()));
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  expect(store.getState().auth.token).toBe('');
});

it('offers Forgot Password and registration', async () => {
  const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  await user.click(screen.getByRole('link', { name: 'Forgot Password' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
});
