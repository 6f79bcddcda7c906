import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { anOrder, aProduct, aUser, preloaded } from '../../testing/storefrontFactories';
import { fakeQuotes } from '../../testing/quoteFake';
import CheckoutPage from './CheckoutPage';
import { itemAdded, quantityChanged } from '../../store/cartSlice';

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

const placed = () => HttpResponse.json({ success: true, message: 'Order placed', order: anOrder() }, { status: 201 });
const confirmation = { path: '/dashboard/user/orders/:orderId', element: <p>Order placed successfully! (Cash on Delivery)</p> };

beforeEach(() => fakeQuotes([aProduct(1), aProduct(2)]));

/** Place Order once the quote has come (it is disabled until then). */
async function place(user: ReturnType<typeof renderWithProviders>['user']) {
  const button = await screen.findByRole('button', PLACE);
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

it('sends one Idempotency-Key per checkout, the same again when a retry follows a network failure', async () => {
  const keys = orderEndpoint([() => HttpResponse.error(), () => HttpResponse.error(), placed]);
  const { user } = renderWithProviders(<CheckoutPage />, { path: '/checkout', preloadedState: shopper(), routes: [confirmation] });
  await place(user);
  expect(await screen.findByText('An error occurred while placing your order. Please try again later.')).toBeInTheDocument();
  await place(user);
  await place(user);
  expect(await screen.findByText('Order placed successfully! (Cash on Delivery)')).toBeInTheDocument();
  expect(keys).toHaveLength(3);
  expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(keys).toEqual([keys[0], keys[0], keys[0]]);
});

it('uses a new key for the next checkout after success, even for the same cart', async () => {
  const keys = orderEndpoint([placed, placed]);
  const routes = [{ path: '/dashboard/user/orders/:orderId', element: <Link to="/checkout">Back to checkout</Link> }];
  const { user, store } = renderWithProviders(<CheckoutPage />, { path: '/checkout', preloadedState: shopper(), routes });
  await place(user);
  store.dispatch(itemAdded(aProduct(1)));
  store.dispatch(itemAdded(aProduct(2)));
  await user.click(await screen.findByRole('link', { name: 'Back to checkout' }));
  await place(user);
  await screen.findByRole('link', { name: 'Back to checkout' });
  expect(keys).toHaveLength(2);
  expect(keys[1]).not.toBe(keys[0]);
});

it('uses a new key when the cart changes after a failure, as that is another order', async () => {
  const keys = orderEndpoint([() => HttpResponse.error(), placed]);
  const { user, store } = renderWithProviders(<CheckoutPage />, { path: '/checkout', preloadedState: shopper(), routes: [confirmation] });
  await place(user);
  expect(await screen.findByText('An error occurred while placing your order. Please try again later.')).toBeInTheDocument();
  store.dispatch(quantityChanged({ _id: 'p2', quantity: 2 }));
  await place(user);
  expect(await screen.findByText('Order placed successfully! (Cash on Delivery)')).toBeInTheDocument();
  expect(keys).toHaveLength(2);
  expect(keys[1]).not.toBe(keys[0]);
});
