import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { persistStore } from 'redux-persist';
import type { AuthState } from '../../session/authSlice';
import { LocationProbe, renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { aProduct, aUser, preloaded } from '../../testing/storefrontFactories';
import CartPage from './CartPage';

const signedIn = (address = '12 MG Road, Bengaluru') => ({ user: aUser({ address }), token: 'tok-1' });
const withCart = (items = [aProduct(1), aProduct(2)], auth: AuthState = { user: null, token: '' }) => preloaded({ cart: { items }, auth });
const locationRoutes = [{ path: '/login', element: <LocationProbe /> }];

it('lists the items with descriptions cut at 100 and the total as INR currency; removing one says so', async () => {
  const long = aProduct(3, { description: 'x'.repeat(120), price: 125000 });
  const { user } = renderWithProviders(<CartPage />, { path: '/cart', preloadedState: withCart([aProduct(1), long]) });
  expect(screen.getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
  expect(screen.getByText('Total: ₹1,25,010.00')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove Product 3' }));
  expect(await screen.findByText('Item removed from cart!')).toBeInTheDocument();
  expect(screen.queryByText('Product 3')).not.toBeInTheDocument();
  expect(screen.getByText('Total: ₹10.00')).toBeInTheDocument();
});

it('says the cart is empty and offers no order button', () => {
  renderWithProviders(<CartPage />, { path: '/cart', preloadedState: withCart([], signedIn()) });
  expect(screen.getByText('Your cart is empty!')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Place Order (Cash on Delivery)' })).not.toBeInTheDocument();
});

it('asks a visitor to log in, returning to the cart afterwards', async () => {
  const { user } = renderWithProviders(<CartPage />, { path: '/cart', preloadedState: withCart(), routes: locationRoutes });
  expect(screen.getByText('Please login to proceed to checkout.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Place Order (Cash on Delivery)' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Login to Checkout' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ from: '/cart' }));
});

it('asks a user without an address to add one, sending them to the profile page', async () => {
  const { user } = renderWithProviders(<CartPage />, { path: '/cart', preloadedState: withCart(undefined, signedIn('')) });
  expect(screen.getByText('Please update your address before placing the order.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Place Order (Cash on Delivery)' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Update Address' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/profile');
});

it('places a COD order with only the ids, empties the cart and its stored copy, and opens Your Orders', async () => {
  let body: unknown;
  server.use(
    http.post('/api/v1/products/create', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ success: true, message: 'Order placed' }, { status: 201 });
    }),
  );
  const { user, store } = renderWithProviders(<CartPage />, { path: '/cart', preloadedState: withCart(undefined, signedIn()) });
  persistStore(store);
  await waitFor(() => expect(window.localStorage.getItem('cart')).not.toBeNull());
  await user.click(screen.getByRole('button', { name: 'Place Order (Cash on Delivery)' }));
  expect(await screen.findByText('Order placed successfully! (Cash on Delivery)')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/orders');
  expect(body).toEqual({ cart: [{ _id: 'p1' }, { _id: 'p2' }], address: '12 MG Road, Bengaluru', paymentMethod: 'COD' });
  expect(store.getState().cart.items).toEqual([]);
  await waitFor(() => expect(window.localStorage.getItem('cart')).toBe('[]'));
});

it('keeps the cart and shows the server message when the order is refused', async () => {
  server.use(
    http.post('/api/v1/products/create', () =>
      HttpResponse.json({ success: false, message: 'Product 2 is out of stock' }, { status: 409 }),
    ),
  );
  const { user, store } = renderWithProviders(<CartPage />, { path: '/cart', preloadedState: withCart(undefined, signedIn()) });
  await user.click(screen.getByRole('button', { name: 'Place Order (Cash on Delivery)' }));
  expect(await screen.findByText('Product 2 is out of stock')).toBeInTheDocument();
  expect(store.getState().cart.items).toHaveLength(2);
  expect(screen.getByText('Product 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Place Order (Cash on Delivery)' })).toBeEnabled();
});

it('falls back to the default messages when the server gives none or cannot be reached', async () => {
  server.use(http.post('/api/v1/products/create', () => new HttpResponse(null, { status: 500 })));
  const { user } = renderWithProviders(<CartPage />, { path: '/cart', preloadedState: withCart(undefined, signedIn()) });
  await user.click(screen.getByRole('button', { name: 'Place Order (Cash on Delivery)' }));
  expect(await screen.findByText('Order failed. Please try again.')).toBeInTheDocument();
  server.use(http.post('/api/v1/products/create', () => HttpResponse.error()));
  await user.click(screen.getByRole('button', { name: 'Place Order (Cash on Delivery)' }));
  expect(await screen.findByText('An error occurred while placing your order. Please try again later.')).toBeInTheDocument();
});
