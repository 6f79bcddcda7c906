import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { persistStore } from 'redux-persist';
import type { Product } from '../../api/endpoints';
import { fakeQuotes } from '../../testing/quoteFake';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { anOrder, aProduct, aUser, preloaded } from '../../testing/storefrontFactories';
import CheckoutPage from './CheckoutPage';

const PLACE = { name: 'Place Order (Cash on Delivery)' };
const shopper = aUser({ address: '12 MG Road, Bengaluru', pincode: '560001', state: '29' });
const syrup = aProduct(1, { name: 'Cough Syrup', price: 123.45, mrp: 150 });
const balm = aProduct(2, { name: 'Pain Balm' });
const checkout = (items: Product[] = [{ ...syrup, cartQuantity: 3 } as Product, balm]) =>
  preloaded({ cart: { items }, auth: { user: shopper, token: 'tok-1' } });
const confirmation = [{ path: '/dashboard/user/orders/:orderId', element: <p>confirmation</p> }];

it('reviews the lines, quote, address and payment, then places the order with quantities and opens its confirmation', async () => {
  fakeQuotes([syrup, balm]);
  let body: unknown;
  server.use(
    http.post('/api/v1/products/create', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ success: true, message: 'Order placed', order: anOrder({ _id: 'abcdef123456' }) }, { status: 201 });
    }),
  );
  const { user, store } = renderWithProviders(<CheckoutPage />, { path: '/checkout', preloadedState: checkout(), routes: confirmation });
  persistStore(store);
  const items = within(screen.getByRole('list', { name: 'Items to order' }));
  expect(await items.findByText('₹370.35')).toBeInTheDocument();
  expect(items.getByText('₹123.45 × 3')).toBeInTheDocument();
  expect(screen.getByText(/12 MG Road, Bengaluru/)).toHaveTextContent('12 MG Road, Bengaluru560001, Karnataka');
  expect(screen.getByText(/^Cash on Delivery/)).toBeInTheDocument();
  const place = screen.getByRole('button', PLACE);
  await waitFor(() => expect(place).toBeEnabled());
  await user.click(place);
  expect(await screen.findByText('confirmation')).toBeInTheDocument();
  expect(body).toEqual({
    cart: [
      { _id: 'p1', quantity: 3 },
      { _id: 'p2', quantity: 1 },
    ],
    address: '12 MG Road, Bengaluru',
    paymentMethod: 'COD',
    pincode: '560001',
    state: '29',
  });
  expect(store.getState().cart.items).toEqual([]);
  await waitFor(() => expect(window.localStorage.getItem('cart')).toBe('[]'));
});

it('keeps the cart and shows the server message when the order is refused', async () => {
  fakeQuotes([syrup, balm]);
  server.use(
    http.post('/api/v1/products/create', () =>
      HttpResponse.json({ success: false, message: 'Only 2 left of Cough Syrup' }, { status: 409 }),
    ),
  );
  const { user, store } = renderWithProviders(<CheckoutPage />, { path: '/checkout', preloadedState: checkout() });
  await waitFor(() => expect(screen.getByRole('button', PLACE)).toBeEnabled());
  await user.click(screen.getByRole('button', PLACE));
  expect(await screen.findByText('Only 2 left of Cough Syrup')).toBeInTheDocument();
  expect(store.getState().cart.items).toHaveLength(2);
  expect(screen.getByRole('button', PLACE)).toBeEnabled();
});

it('cannot place an order while a line cannot be ordered as it is', async () => {
  fakeQuotes([{ ...syrup, quantity: 1 }, balm]);
  renderWithProviders(<CheckoutPage />, { path: '/checkout', preloadedState: checkout() });
  expect(await screen.findByText('₹123.45', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByRole('button', PLACE)).toBeDisabled();
});

it('sends a visitor to log in, coming back to checkout', () => {
  renderWithProviders(<CheckoutPage />, { path: '/checkout', preloadedState: preloaded({ cart: { items: [balm] } }) });
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ from: '/checkout' }));
});
