import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Order } from '../../../api/endpoints';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { adminState, anOrder } from '../adminTestData';
import AdminOrdersPage, { ORDERS_PER_PAGE } from './AdminOrdersPage';

jest.setTimeout(20000);

/** A fake order list that pages with X-Total-Count and keeps status changes. */
function fakeOrders(orders: Order[]) {
  const pages: string[] = [];
  const statusChanges: string[] = [];
  server.use(
    http.get('/api/v1/auth/all-orders', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page'));
      const perPage = Number(params.get('perPage'));
      pages.push(`${page}/${perPage}`);
      return HttpResponse.json(orders.slice((page - 1) * perPage, page * perPage), {
        headers: { 'X-Total-Count': String(orders.length) },
      });
    }),
    http.put('/api/v1/auth/order-status/:orderId', async ({ params, request }) => {
      const { status } = (await request.json()) as { status: Order['status'] };
      const order = orders.find((o) => o._id === params.orderId)!;
      order.status = status;
      statusChanges.push(status);
      return HttpResponse.json({ success: true, message: 'Order status updated', order });
    }),
  );
  return { pages, statusChanges };
}

const renderPage = () => renderWithProviders(<AdminOrdersPage />, { path: '/dashboard/admin/orders', preloadedState: adminState() });

const orderCard = (order: Order) => screen.getByRole('article', { name: `Order ${order.number}` });

beforeEach(() => {
  window.scrollTo = jest.fn();
});

it('shows each order: buyer, date with relative time, payment tag, quantity and product thumbnails', async () => {
  // Placed at a local time, so the date reads the same in any time zone the tests run in.
  const cod = anOrder({ buyer: { _id: 'b1', name: 'Ravi Shopper' }, createAt: new Date(2025, 2, 4, 9, 30, 15).toISOString() });
  cod.products[0].photo = { version: 'v7', width: 96, height: 96 };
  cod.products[0].description = 'y'.repeat(60);
  const paid = anOrder({ buyer: { _id: 'b2', name: 'Meera Paid' }, payment: { method: 'COD', success: true } });
  fakeOrders([cod, paid]);
  renderPage();

  expect(await screen.findByText('Ravi Shopper')).toBeInTheDocument();
  expect(document.title).toBe('Admin - All Orders');
  const card = within(orderCard(cod));
  expect(card.getByText('Cash on Delivery')).toBeInTheDocument();
  expect(card.queryByText('Failed')).not.toBeInTheDocument();
  expect(card.getAllByText('March 4th 2025, 9:30:15 am')[0]).toBeInTheDocument();
  expect(card.getByText(/ago$/)).toBeInTheDocument();
  expect(card.getByText('2')).toBeInTheDocument();
  expect(card.getByText(`${'y'.repeat(50)}...`)).toBeInTheDocument();
  expect(card.getByRole('img', { name: 'Paracetamol 500 mg' })).toHaveAttribute(
    'src',
    `/api/v1/products/product-photo/${cod.products[0]._id}?size=thumb&v=v7`,
  );
  expect(card.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Not Processed');
  expect(within(orderCard(paid)).getByText('Success')).toBeInTheDocument();
});

it("changes an order's status and says so", async () => {
  const order = anOrder();
  const fake = fakeOrders([order]);
  const { user } = renderPage();
  await screen.findByText('Ravi Shopper');
  await user.click(within(orderCard(order)).getByRole('combobox', { name: 'Status' }));
  const options = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(options).toEqual(['Not Processed', 'Processing', 'Shipped', 'Delivered', 'Cancel']);
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Shipped' }));

  expect(await screen.findByText('Order status updated successfully!')).toBeInTheDocument();
  expect(fake.statusChanges).toEqual(['Shipped']);
  await waitFor(() => expect(within(orderCard(order)).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Shipped'));
});

it('offers only the states that may follow: forward, Cancel before shipping, nothing once final', async () => {
  const processing = anOrder({ _id: 'aaaaaaaa1', number: 'aaaaaaaa', status: 'Processing' });
  const shipped = anOrder({ _id: 'bbbbbbbb1', number: 'bbbbbbbb', status: 'Shipped' });
  const delivered = anOrder({ _id: 'cccccccc1', number: 'cccccccc', status: 'Delivered' });
  fakeOrders([processing, shipped, delivered]);
  const { user } = renderPage();
  await screen.findAllByText('Ravi Shopper');
  const offered = async (order: Order) => {
    await user.click(within(orderCard(order)).getByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    return options;
  };
  expect(await offered(processing)).toEqual(['Processing', 'Shipped', 'Delivered', 'Cancel']);
  expect(await offered(shipped)).toEqual(['Shipped', 'Delivered']);
  expect(within(orderCard(delivered)).getByRole('combobox', { name: 'Status' })).toHaveAttribute('aria-disabled', 'true');
  expect(within(orderCard(delivered)).getByText('Final: no further change')).toBeInTheDocument();
});

it('shows the timeline and an Invoice button on each order', async () => {
  const order = anOrder({
    status: 'Cancel',
    timeline: [
      { from: null, to: 'Not Processed', at: '2025-03-05T14:07:09.000Z', by: 'shopper', note: null },
      { from: 'Not Processed', to: 'Cancel', at: '2025-03-05T15:00:00.000Z', by: 'shopper', note: 'Ordered by mistake' },
    ],
  });
  fakeOrders([order]);
  renderPage();
  const timeline = within(await screen.findByRole('list', { name: 'Order timeline' }));
  expect(timeline.getAllByRole('listitem')[1]).toHaveTextContent(
    /^Not Processed → CancelMarch 5th 2025, .*, by the shopper“Ordered by mistake”$/,
  );
  expect(within(orderCard(order)).getByRole('button', { name: `Invoice for order ${order.number}` })).toBeEnabled();
});

it("shows the server's refusal and puts the status back", async () => {
  const order = anOrder();
  fakeOrders([order]);
  server.use(
    http.put('/api/v1/auth/order-status/:orderId', () =>
      HttpResponse.json({ success: false, message: 'A delivered order cannot go back to Processing' }, { status: 409 }),
    ),
  );
  const { user } = renderPage();
  await screen.findByText('Ravi Shopper');
  await user.click(within(orderCard(order)).getByRole('combobox', { name: 'Status' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Delivered' }));
  expect(await screen.findByText('A delivered order cannot go back to Processing')).toBeInTheDocument();
  expect(within(orderCard(order)).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Not Processed');
});

it('pages through the orders using the total from X-Total-Count', async () => {
  const orders = Array.from({ length: ORDERS_PER_PAGE + 3 }, (_, i) => anOrder({ buyer: { _id: `b${i}`, name: `Buyer ${i + 1}` } }));
  const fake = fakeOrders(orders);
  const { user } = renderPage();
  await screen.findByText('Buyer 1');
  expect(screen.getAllByRole('article')).toHaveLength(ORDERS_PER_PAGE);
  await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
  expect(await screen.findByText(`Buyer ${ORDERS_PER_PAGE + 1}`)).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(fake.pages).toEqual([`1/${ORDERS_PER_PAGE}`, `2/${ORDERS_PER_PAGE}`]);
});

it("says 'No orders found.' when there are none", async () => {
  fakeOrders([]);
  renderPage();
  expect(await screen.findByText('No orders found.')).toBeInTheDocument();
});
