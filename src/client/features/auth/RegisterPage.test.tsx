import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import ForgotPasswordPage from './ForgotPasswordPage';
import RegisterPage from './RegisterPage';

// Typing into six fields takes seconds on a busy two-core machine.
jest.setTimeout(30_000);

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
    phone: '+91 98765 43210',
    address: '12 MG Road',
    answer: '1990',
  });
});

it('checks each field in the form with its own message, and sends nothing until all are right', async () => {
  let sent = 0;
  server.use(
    http.post('/api/v1/auth/register', () => {
      sent += 1;
      return HttpResponse.json({ success: true, message: 'User registered successfully' }, { status: 201 });
    }),
  );
  const { user } = renderWithProviders(<RegisterPage />, { path: '/register' });
  const phone = screen.getByLabelText(/Phone/);
  expect(phone).toHaveAttribute('type', 'tel');
  expect(phone).toHaveAttribute('inputmode', 'numeric');
  expect(phone).toHaveAttribute('autocomplete', 'tel');
  expect(screen.getByLabelText(/Password/)).toHaveAttribute('autocomplete', 'new-password');
  expect(screen.getByLabelText(/Address/)).toHaveAttribute('autocomplete', 'street-address');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(sent).toBe(0);
  expect(screen.getByLabelText(/Name/)).toHaveFocus();
  expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('Please enter your name.');
  expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Please enter your e-mail address.');
  expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Use at least 8 characters for your password.');
  for (const field of [/Name/, /Email/, /Password/, /Phone/, /Address/, /Year of birth/])
    expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');

  await user.type(screen.getByLabelText(/Name/), 'Asha Rao');
  expect(screen.getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'false');
  await user.type(screen.getByLabelText(/Email/), 'asha@example');
  expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
  await user.type(screen.getByLabelText(/Email/), '.in');
  await user.type(screen.getByLabelText(/Password/), 'long enough');
  await user.type(phone, '12345');
  expect(phone).toHaveAccessibleDescription('Enter a 10-digit Indian mobile number, e.g. 98765 43210 (+91 is optional).');
  await user.clear(phone);
  await user.type(phone, '+91 98450-12345');
  expect(phone).toHaveAttribute('aria-invalid', 'false');
  await user.type(screen.getByLabelText(/Address/), '9 Anna Salai');
  await user.type(screen.getByLabelText(/Year of birth/), '3000');
  expect(screen.getByLabelText(/Year of birth/)).toHaveAccessibleDescription(
    `Enter the year you were born, between 1900 and ${new Date().getFullYear()}.`,
  );
  await user.clear(screen.getByLabelText(/Year of birth/));
  await user.type(screen.getByLabelText(/Year of birth/), '1994');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('User registered successfully')).toBeInTheDocument();
  expect(sent).toBe(1);
});

it('shows a taken e-mail beside the e-mail field, not as a toast', async () => {
  server.use(
    http.post('/api/v1/auth/register', () =>
      HttpResponse.json({ success: false, message: 'An account with this e-mail already exists' }, { status: 409 }),
    ),
  );
  const { user } = renderWithProviders(<RegisterPage />, { path: '/register' });
  await user.type(screen.getByLabelText(/Name/), 'Asha Rao');
  await user.type(screen.getByLabelText(/Email/), 'asha@example.in');
  await user.type(screen.getByLabelText(/Password/), 'secret-pass');
  await user.type(screen.getByLabelText(/Phone/), '9876543210');
  await user.type(screen.getByLabelText(/Address/), '12 MG Road');
  await user.type(screen.getByLabelText(/Year of birth/), '1990');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('An account with this e-mail already exists'));
  expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByTestId('location')).not.toBeInTheDocument(); // still on /register
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
