import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { anOrder, aProduct, preloaded, session } from '../../testing/storefrontFactories';
import UserOrdersPage from './UserOrdersPage';

const signedIn = preloaded({ auth: session() });

it('shows each order: number, status badge, buyer, date, payment, quantity and its products', async () => {
  const long = aProduct(2, { description: 'y'.repeat(90) });
  server.use(
    http.get('/api/v1/auth/orders', () =>
      HttpResponse.json([
        anOrder({
          products: [
            { ...aProduct(1), quantity: 1 },
            { ...long, quantity: 1 },
          ],
        }),
        anOrder({ _id: 'o2', status: 'Delivered', payment: { method: 'COD', success: true } }),
      ]),
    ),
  );
  renderWithProviders(<UserOrdersPage />, { path: '/dashboard/user/orders', preloadedState: signedIn });
  const first = await screen.findByRole('article', { name: 'Order 1' });
  const cells = within(first)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(cells[0]).toBe('1');
  expect(cells[1]).toBe('Not Processed');
  expect(cells[2]).toBe('Asha Rao');
  expect(cells[3]).toMatch(/^March 5th 2025, \d{1,2}:07:09 [ap]m$/);
  expect(cells[4]).toBe('Cash on Delivery');
  expect(cells[5]).toBe('2');
  expect(within(first).getByText(`${'y'.repeat(80)}...`)).toBeInTheDocument();
  expect(within(first).getByText('₹20')).toBeInTheDocument();
  expect(within(first).getByText('Not Processed').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
  const second = screen.getByRole('article', { name: 'Order 2' });
  expect(within(second).getByText('Paid')).toBeInTheDocument();
  expect(within(second).getByText('Delivered').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
});

it('says when there are no orders yet', async () => {
  server.use(http.get('/api/v1/auth/orders', () => HttpResponse.json([])));
  renderWithProviders(<UserOrdersPage />, { path: '/dashboard/user/orders', preloadedState: signedIn });
  expect(await screen.findByText("You haven't placed any orders yet.")).toBeInTheDocument();
});

it('says when the orders cannot be fetched', async () => {
  server.use(http.get('/api/v1/auth/orders', () => new HttpResponse(null, { status: 500 })));
  renderWithProviders(<UserOrdersPage />, { path: '/dashboard/user/orders', preloadedState: signedIn });
  expect(await screen.findByText('Failed to fetch orders.')).toBeInTheDocument();
});
