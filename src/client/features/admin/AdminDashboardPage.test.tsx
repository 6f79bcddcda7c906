import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import AdminDashboardPage from './AdminDashboardPage';
import { adminState, adminUser } from './adminTestData';

it("shows the admin's name, email and contact, 'N/A' when there is no phone, and the admin menu", () => {
  renderWithProviders(<AdminDashboardPage />, { path: '/dashboard/admin', preloadedState: adminState() });
  expect(screen.getByText('Asha Admin')).toBeInTheDocument();
  expect(screen.getByText('admin@pharmacy.local')).toBeInTheDocument();
  expect(screen.getByText('N/A')).toBeInTheDocument();
  expect(document.title).toBe('Admin - Dashboard');
  const menu = screen.getByRole('navigation', { name: 'Admin menu' });
  expect(within(menu).getByRole('link', { name: 'Create Category' })).toHaveAttribute('href', '/dashboard/admin/create-category');
  expect(within(menu).getByRole('link', { name: 'Create Product' })).toHaveAttribute('href', '/dashboard/admin/create-product');
  expect(within(menu).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/dashboard/admin/products');
  expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/dashboard/admin/orders');
});

it('shows the phone as the contact when there is one', () => {
  renderWithProviders(<AdminDashboardPage />, {
    path: '/dashboard/admin',
    preloadedState: adminState({ ...adminUser, phone: '9876543210' }),
  });
  expect(screen.getByText('9876543210')).toBeInTheDocument();
  expect(screen.queryByText('N/A')).not.toBeInTheDocument();
});
