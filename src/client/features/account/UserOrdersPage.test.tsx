import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Order } from '../../api/endpoints';
import { fakeQuotes } from '../../testing/quoteFake';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { anOrder, aProduct, preloaded, session } from '../../testing/storefrontFactories';
import UserOrdersPage from './UserOrdersPage';

jest.setTimeout(20000);

const signedIn = preloaded({ auth: session() });
const renderPage = (state = signedIn) => renderWithProviders(<UserOrdersPage />, { path: '/dashboard/user/orders', preloadedState: state });
const serveOrders = (orders: Order[]) => server.use(http.get('/api/v1/auth/orders', () => HttpResponse.json(orders)));

it('shows each order: its own number, status badge, buyer, date, payment, units, total, delivery place and products', async () => {
  const long = aProduct(2, { description: 'y'.repeat(90) });
  serveOrders([
    anOrder({
      _id: '64f1a2b3c4d5e6f708091a2b',
      number: '64f1a2b3',
      products: [
        { ...aProduct(1), mrp: 10, quantity: 1 },
        { ...long, mrp: 20, quantity: 3 },
      ],
      total: 119,
      pincode: '560001',
      state: { code: '29', name: 'Karnataka' },
    }),
    anOrder({ _id: 'o2', number: 'o2', status: 'Delivered', payment: { method: 'COD', success: true } }),
  ]);
  renderPage();
  const first = await screen.findByRole('article', { name: 'Order 64f1a2b3' });
  const cells = within(first)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(cells[0]).toBe('64f1a2b3');
  expect(cells[1]).toBe('Not Processed');
  expect(cells[2]).toBe('Asha Rao');
  expect(cells[3]).toMatch(/^March 5th 2025, \d{1,2}:07:09 [ap]m$/);
  expect(cells[4]).toBe('Cash on Delivery');
  expect(cells[5]).toBe('4');
  expect(within(first).getByText('Total: ₹119.00')).toBeInTheDocument();
  expect(within(first).getByText(/^Deliver to:/).parentElement).toHaveTextContent('Deliver to: 12 MG Road, Bengaluru, 560001, Karnataka');
  expect(within(first).getByText(`${'y'.repeat(80)}...`)).toBeInTheDocument();
  expect(within(first).getByText('Not Processed').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
  const second = screen.getByRole('article', { name: 'Order o2' });
  expect(within(second).getByText('Paid')).toBeInTheDocument();
  expect(within(second).getByText('Delivered').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
});

it('shows the timeline: from → to, when, by whom and the note', async () => {
  serveOrders([
    anOrder({
      status: 'Shipped',
      timeline: [
        { from: null, to: 'Not Processed', at: '2025-03-05T14:07:09.000Z', by: 'shopper', note: null },
        { from: 'Not Processed', to: 'Shipped', at: '2025-03-06T10:00:00.000Z', by: 'admin', note: 'Sent with Blue Dart' },
      ],
    }),
  ]);
  renderPage();
  const timeline = within(await screen.findByRole('list', { name: 'Order timeline' }));
  const events = timeline.getAllByRole('listitem');
  expect(events[0]).toHaveTextContent(/^Placed: Not ProcessedMarch 5th 2025, .*, by you$/);
  expect(events[1]).toHaveTextContent(/^Not Processed → ShippedMarch 6th 2025, .*, by the pharmacy“Sent with Blue Dart”$/);
});

it('cancels with a reason from the list or the shopper’s own words, only while the order can be cancelled', async () => {
  const order = anOrder({ cancellable: true });
  const reasons: string[] = [];
  serveOrders([order, anOrder({ _id: 'o2', number: 'o2', status: 'Shipped', cancellable: false })]);
  server.use(
    http.put('/api/v1/auth/orders/:orderId/cancel', async ({ request, params }) => {
      const { reason } = (await request.json()) as { reason: string };
      reasons.push(`${String(params.orderId)}: ${reason}`);
      if (reasons.length === 1)
        return HttpResponse.json({ success: false, message: 'This order has shipped and can no longer be cancelled' }, { status: 409 });
      const cancelled = { ...order, status: 'Cancel' as const, cancellable: false };
      serveOrders([cancelled]);
      return HttpResponse.json({ success: true, message: 'Order cancelled', order: cancelled });
    }),
  );
  const { user } = renderPage();
  const card = within(await screen.findByRole('article', { name: 'Order o1' }));
  expect(within(screen.getByRole('article', { name: 'Order o2' })).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  await user.click(card.getByRole('button', { name: 'Cancel order' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Cancel order o1?' }));
  const confirm = dialog.getByRole('button', { name: 'Cancel order' });
  expect(confirm).toBeDisabled();
  expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
    'Ordered by mistake',
    'Found a better price',
    'Delivery takes too long',
    'Other',
  ]);
  await user.click(dialog.getByRole('radio', { name: 'Other' }));
  expect(confirm).toBeDisabled();
  await user.type(dialog.getByRole('textbox', { name: 'Your reason' }), 'Bought it at the clinic');
  await user.click(confirm);
  expect(await dialog.findByText('This order has shipped and can no longer be cancelled')).toBeInTheDocument();
  await user.click(dialog.getByRole('radio', { name: 'Ordered by mistake' }));
  await user.click(confirm);
  expect(await screen.findByText('Order cancelled.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(reasons).toEqual(['o1: Bought it at the clinic', 'o1: Ordered by mistake']);
  await waitFor(() => expect(within(screen.getByRole('article', { name: 'Order o1' })).getByText('Cancel')).toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
});

it('buy again puts the products back at today’s prices, capped, and names what could not be added', async () => {
  const syrup = aProduct(1, { name: 'Cough Syrup', price: 55, quantity: 2 });
  const balm = aProduct(2, { name: 'Pain Balm', quantity: 0 });
  const tonic = aProduct(3, { name: 'Iron Tonic', price: 80 });
  const expired = aProduct(4, { name: 'Eye Drops' });
  fakeQuotes([syrup, balm, tonic, expired], { problems: { p4: 'expired' } });
  server.use(
    http.get('/api/v1/products/get-product/:slug', ({ params }) => {
      const product = [syrup, balm, tonic, expired].find((candidate) => candidate.slug === params.slug);
      return HttpResponse.json({ success: true, product });
    }),
  );
  const bought = (product: typeof syrup, quantity: number) => ({ ...product, price: 1, quantity });
  serveOrders([
    anOrder({
      products: [bought(syrup, 3), bought(balm, 1), bought(tonic, 2), bought(expired, 1), bought(aProduct(5, { name: 'Gone' }), 1)],
    }),
  ]);
  const { user, store } = renderPage(preloaded({ auth: session(), cart: { items: [tonic] } }));
  await user.click(await screen.findByRole('button', { name: 'Buy again' }));
  const said = await screen.findByText(/^Added to your cart/);
  expect(said).toHaveTextContent(
    'Added to your cart: Iron Tonic. Added in part: Cough Syrup (only 2). Could not be added: Pain Balm (out of stock), Eye Drops (expired), Gone (no longer sold).',
  );
  expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  expect(store.getState().cart.items.map(({ _id, price, cartQuantity }) => ({ _id, price, cartQuantity }))).toEqual([
    { _id: 'p3', price: 80, cartQuantity: 3 },
    { _id: 'p1', price: 55, cartQuantity: 2 },
  ]);
});

it('says when there are no orders yet', async () => {
  serveOrders([]);
  renderPage();
  expect(await screen.findByText("You haven't placed any orders yet.")).toBeInTheDocument();
});

it('says when the orders cannot be fetched', async () => {
  server.use(http.get('/api/v1/auth/orders', () => new HttpResponse(null, { status: 500 })));
  renderPage();
  expect(await screen.findByText('Failed to fetch orders.')).toBeInTheDocument();
});
