/** The status select of an order waiting for its prescription: Processing, Shipped and Delivered closed, with the reason. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { adminState, anOrder } from '../adminTestData';
import AdminOrdersPage from './AdminOrdersPage';

jest.setTimeout(20_000);

const pending = { status: 'Pending review' as const, reason: null, reviewedAt: null, pharmacist: null, prescriptionIds: ['rx1'] };

it('closes Processing, Shipped and Delivered until the prescription is approved, saying why; Cancel stays open', async () => {
  const order = anOrder({ prescription: pending });
  server.use(http.get('/api/v1/auth/all-orders', () => HttpResponse.json([order], { headers: { 'X-Total-Count': '1' } })));
  const { user } = renderWithProviders(<AdminOrdersPage />, { path: '/dashboard/admin/orders', preloadedState: adminState() });
  const card = await screen.findByRole('article', { name: `Order ${order._id.slice(0, 8)}` });
  expect(card).toHaveTextContent('Needs an approved prescription first.');
  await user.click(within(card).getByRole('combobox', { name: 'Status' }));
  const options = within(screen.getByRole('listbox'));
  for (const status of ['Processing', 'Shipped', 'Delivered'])
    expect(options.getByRole('option', { name: status })).toHaveAttribute('aria-disabled', 'true');
  expect(options.getByRole('option', { name: 'Cancel' })).not.toHaveAttribute('aria-disabled');
});

it('leaves every status open once the prescription is approved', async () => {
  const order = anOrder({ prescription: { ...pending, status: 'Approved' } });
  server.use(http.get('/api/v1/auth/all-orders', () => HttpResponse.json([order], { headers: { 'X-Total-Count': '1' } })));
  const { user } = renderWithProviders(<AdminOrdersPage />, { path: '/dashboard/admin/orders', preloadedState: adminState() });
  const card = await screen.findByRole('article', { name: `Order ${order._id.slice(0, 8)}` });
  expect(card).not.toHaveTextContent('Needs an approved prescription first.');
  await user.click(within(card).getByRole('combobox', { name: 'Status' }));
  expect(within(screen.getByRole('listbox')).getByRole('option', { name: 'Shipped' })).not.toHaveAttribute('aria-disabled');
});
