import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { aUser, preloaded, session } from '../../testing/storefrontFactories';
import ProfilePage from './ProfilePage';
import UserDashboardPage from './UserDashboardPage';

jest.setTimeout(20000);

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
    pincode: '',
    state: '',
  });
  expect(store.getState().auth.user?.address).toBe('7 Park Street, Kolkata');
});

it('takes an optional 6-digit pincode and a state from the list', async () => {
  let body: unknown;
  server.use(
    http.put('/api/v1/auth/profile', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ success: true, message: 'Profile updated', updatedUser: aUser({ pincode: '700016', state: '19' }) });
    }),
  );
  const { user, store } = renderWithProviders(<ProfilePage />, {
    path: '/dashboard/user/profile',
    preloadedState: preloaded({ auth: session() }),
  });
  const pincode = screen.getByRole('textbox', { name: 'Pincode' });
  await user.type(pincode, '07001');
  expect(pincode).toHaveValue('07001');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(screen.getByText('Enter the 6-digit pincode (it does not start with 0)')).toBeInTheDocument();
  expect(body).toBeUndefined();
  await user.clear(pincode);
  await user.type(pincode, '700016x9');
  expect(pincode).toHaveValue('700016');
  await user.click(screen.getByRole('combobox', { name: 'State' }));
  await user.click(screen.getByRole('option', { name: 'West Bengal' }));
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('Profile Updated Successfully!')).toBeInTheDocument();
  expect(body).toMatchObject({ pincode: '700016', state: '19' });
  expect(store.getState().auth.user).toMatchObject({ pincode: '700016', state: '19' });
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
