import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { aUser, preloaded, session } from '../../testing/storefrontFactories';
import ProfilePage from './ProfilePage';
import UserDashboardPage from './UserDashboardPage';

it('updates the profile, stores the updated user and says so', async () => {
  let body: unknown;
  server.use(
    http.put('/api/v1/auth/profile', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ success: true, message: 'Profile updated', updatedUser: aUser({ address: '7 Park Street, Kolkata' }) });
    }),
  );
  const { user, store } = renderWithProviders(<ProfilePage />, {
    path: '/dashboard/user/profile',
    preloadedState: preloaded({ auth: session() }),
  });
  expect(screen.getByLabelText('Email')).toBeDisabled();
  expect(screen.getByText('Leave blank to keep current password')).toBeInTheDocument();
  const address = screen.getByLabelText(/Address/);
  await user.clear(address);
  await user.type(address, '7 Park Street, Kolkata');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('Profile Updated Successfully!')).toBeInTheDocument();
  expect(body).toEqual({
    name: 'Asha Rao',
    email: 'asha@example.in',
    password: '',
    phone: '9876543210',
    address: '7 Park Street, Kolkata',
  });
  expect(store.getState().auth.user?.address).toBe('7 Park Street, Kolkata');
});

it('keeps the fresh token the server answers after a password change', async () => {
  server.use(
    http.put('/api/v1/auth/profile', () =>
      HttpResponse.json({ success: true, message: 'Profile updated', updatedUser: aUser(), token: 'fresh-token' }),
    ),
  );
  const { user, store } = renderWithProviders(<ProfilePage />, {
    path: '/dashboard/user/profile',
    preloadedState: preloaded({ auth: session() }),
  });
  expect(store.getState().auth.token).not.toBe('fresh-token');
  await user.type(screen.getByLabelText('New password'), 'a-new-password');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('Profile Updated Successfully!')).toBeInTheDocument();
  expect(store.getState().auth.token).toBe('fresh-token');
});

it('shows the server message, or the defaults when it gives none', async () => {
  server.use(
    http.put('/api/v1/auth/profile', () =>
      HttpResponse.json({ success: false, message: 'Password must be at least 8 characters' }, { status: 400 }),
    ),
  );
  const { user } = renderWithProviders(<ProfilePage />, {
    path: '/dashboard/user/profile',
    preloadedState: preloaded({ auth: session() }),
  });
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  server.use(http.put('/api/v1/auth/profile', () => new HttpResponse(null, { status: 500 })));
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
  server.use(http.put('/api/v1/auth/profile', () => HttpResponse.error()));
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('Something went wrong while updating profile.')).toBeInTheDocument();
});

it('the dashboard shows the profile, with a note when there is no address', () => {
  renderWithProviders(<UserDashboardPage />, {
    path: '/dashboard/user',
    preloadedState: preloaded({ auth: session({ address: '', role: 1 }) }),
  });
  expect(screen.getByText('Address not provided')).toBeInTheDocument();
  expect(screen.getByText('Admin')).toBeInTheDocument();
  expect(screen.getByText('9876543210')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard/user/orders');
});
