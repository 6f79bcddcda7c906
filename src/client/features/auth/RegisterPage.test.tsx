import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import ForgotPasswordPage from './ForgotPasswordPage';
import RegisterPage from './RegisterPage';

it('registers with every field and goes to login with the server message', async () => {
  let body: unknown;
  server.use(
    http.post('/api/v1/auth/register', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ success: true, message: 'User registered successfully' }, { status: 201 });
    }),
  );
  const { user } = renderWithProviders(<RegisterPage />, { path: '/register' });
  expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText(/Year of birth/)).toHaveAttribute('placeholder', 'YYYY');
  for (const field of [/Name/, /Email/, /Password/, /Phone/, /Address/, /Year of birth/])
    expect(screen.getByLabelText(field)).toBeRequired();
  await user.type(screen.getByLabelText(/Name/), 'Asha Rao');
  await user.type(screen.getByLabelText(/Email/), 'asha@example.in');
  await user.type(screen.getByLabelText(/Password/), 'secret-pass');
  await user.type(screen.getByLabelText(/Phone/), '9876543210');
  await user.type(screen.getByLabelText(/Address/), '12 MG Road');
  await user.type(screen.getByLabelText(/Year of birth/), '1990');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('User registered successfully')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(body).toEqual({
    name: 'Asha Rao',
    email: 'asha@example.in',
    password: 'secret-pass',
    phone: '9876543210',
    address: '12 MG Road',
    answer: '1990',
  });
});

it('Reset Password shows the server refusal, then succeeds to login', async () => {
  server.use(
    http.post('/api/v1/auth/forgot-password', () =>
      HttpResponse.json({ success: false, message: 'Wrong email or answer' }, { status: 400 }),
    ),
  );
  const { user } = renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
  expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Email/), 'asha@example.in');
  await user.type(screen.getByLabelText(/Secret answer/), '1990');
  await user.type(screen.getByLabelText(/New password/), 'new-secret-pass');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Wrong email or answer')).toBeInTheDocument();
  server.use(http.post('/api/v1/auth/forgot-password', () => HttpResponse.json({ success: true, message: 'Password reset successfully' })));
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Password reset successfully')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
});
