import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { aProduct, aUser, preloaded } from '../../testing/storefrontFactories';
import CartPage from './CartPage';
import { itemAdded } from '../../store/cartSlice';

const PLACE = { name: 'Place Order (Cash on Delivery)' };
const shopper = () =>
  preloaded({ cart: { items: [aProduct(1), aProduct(2)] }, auth: { user: aUser({ address: '12 MG Road, Bengaluru' }), token: 'tok-1' } });

/** Answers each order request with the next of `answers`, noting the Idempotency-Key it carried. */
function orderEndpoint(answers: (() => Response)[]) {
  const keys: (string | null)[] = [];
  server.use(
    http.post('/api/v1/products/create', ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return answers[keys.length - 1]();
    }),
  );
  return keys;
}

const placed = () => HttpResponse.json({ success: true, message: 'Order placed' }, { status: 201 });

it('sends one Idempotency-Key per checkout, the same again when a retry follows a network failure', async () => {
  const keys = orderEndpoint([() => HttpResponse.error(), () => HttpResponse.error(), placed]);
  const { user } = renderWithProviders(<CartPage />, { path: '/cart', preloadedState: shopper() });
  await user.click(screen.getByRole('button', PLACE));
  expect(await screen.findByText('An error occurred while placing your order. Please try again later.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', PLACE));
  await user.click(await screen.findByRole('button', PLACE));
  expect(await screen.findByText('Order placed successfully! (Cash on Delivery)')).toBeInTheDocument();
  expect(keys).toHaveLength(3);
  expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(keys).toEqual([keys[0], keys[0], keys[0]]);
});

it('uses a new key for the next checkout after success, even for the same cart', async () => {
  const keys = orderEndpoint([placed, placed]);
  const routes = [{ path: '/dashboard/user/orders', element: <Link to="/cart">Back to cart</Link> }];
  const { user, store } = renderWithProviders(<CartPage />, { path: '/cart', preloadedState: shopper(), routes });
  await user.click(screen.getByRole('button', PLACE));
  store.dispatch(itemAdded(aProduct(1)));
  store.dispatch(itemAdded(aProduct(2)));
  await user.click(await screen.findByRole('link', { name: 'Back to cart' }));
  await user.click(screen.getByRole('button', PLACE));
  await screen.findByRole('link', { name: 'Back to cart' });
  expect(keys).toHaveLength(2);
  expect(keys[1]).not.toBe(keys[0]);
});

it('uses a new key when the cart changes after a failure, as that is another order', async () => {
  const keys = orderEndpoint([() => HttpResponse.error(), placed]);
  const { user } = renderWithProviders(<CartPage />, { path: '/cart', preloadedState: shopper() });
  await user.click(screen.getByRole('button', PLACE));
  expect(await screen.findByText('An error occurred while placing your order. Please try again later.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove Product 2' }));
  await user.click(screen.getByRole('button', PLACE));
  expect(await screen.findByText('Order placed successfully! (Cash on Delivery)')).toBeInTheDocument();
  expect(keys).toHaveLength(2);
  expect(keys[1]).not.toBe(keys[0]);
});
