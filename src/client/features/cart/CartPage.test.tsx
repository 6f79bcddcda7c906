import { screen, waitFor, within } from '@testing-library/react';
import type { AuthState } from '../../session/authSlice';
import { fakeQuotes } from '../../testing/quoteFake';
import { LocationProbe, renderWithProviders } from '../../testing/renderWithProviders';
import { aProduct, aUser, preloaded } from '../../testing/storefrontFactories';
import type { Product } from '../../api/endpoints';
import CartPage from './CartPage';

const signedIn = (address = '12 MG Road, Bengaluru') => ({ user: aUser({ address }), token: 'tok-1' });
const withCart = (items: Product[] = [aProduct(1), aProduct(2)], auth: AuthState = { user: null, token: '' }) =>
  preloaded({ cart: { items }, auth });
const locationRoutes = [{ path: '/login', element: <LocationProbe /> }];
const summary = () => within(screen.getByRole('region', { name: 'Cart Summary' }));
/** The figure beside `label` in the summary's list. */
const figure = (label: string | RegExp) => summary().getByText(label).nextElementSibling?.textContent;

it('shows the quote to the paisa: MRP total, discount, items, delivery fee and total', async () => {
  const cough = aProduct(1, { name: 'Cough Syrup', price: 123.45, mrp: 150 });
  const balm = aProduct(2, { name: 'Pain Balm', price: 99.9, mrp: 99.9 });
  const quotes = fakeQuotes([cough, balm]);
  renderWithProviders(<CartPage />, { path: '/cart', preloadedState: withCart([{ ...cough, cartQuantity: 2 } as Product, balm]) });
  expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
  expect(await summary().findByText('Total')).toBeInTheDocument();
  expect(figure('MRP total (3 items)')).toBe('₹399.90');
  expect(figure('Discount')).toBe('−₹53.10');
  expect(figure('Items total')).toBe('₹346.80');
  expect(figure('Delivery fee')).toBe('₹49.00');
  expect(figure('Total')).toBe('₹395.80');
  expect(summary().getByText('Free delivery from ₹499: add ₹152.20 more.')).toBeInTheDocument();
  expect(quotes.at(-1)).toEqual({
    cart: [
      { _id: 'p1', quantity: 2 },
      { _id: 'p2', quantity: 1 },
    ],
  });
  const line = within(screen.getByRole('listitem', { name: 'Cough Syrup' }));
  expect(line.getByText('150', { exact: false, selector: 'del' })).toHaveTextContent('₹150');
  expect(line.getByText(/× 2 =/)).toHaveTextContent('₹123.45 × 2 = ₹246.90');
  expect(screen.queryByText('Total | Checkout | Payment')).not.toBeInTheDocument();
  expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
});

it('steps the quantity between 1 and the stock or the per-order limit, and re-quotes once it settles', async () => {
  const syrup = aProduct(1, { name: 'Cough Syrup', quantity: 3, maxPerOrder: 10 });
  const balm = aProduct(2, { name: 'Pain Balm', quantity: 50, maxPerOrder: 2 });
  const quotes = fakeQuotes([syrup, balm]);
  const { user, store } = renderWithProviders(<CartPage />, { path: '/cart', preloadedState: withCart([syrup, balm]) });
  await summary().findByText('Total');
  const less = screen.getByRole('button', { name: 'Decrease quantity of Cough Syrup' });
  const more = screen.getByRole('button', { name: 'Increase quantity of Cough Syrup' });
  expect(less).toBeDisabled();
  await user.click(more);
  await user.click(more);
  expect(within(screen.getByRole('group', { name: 'Quantity of Cough Syrup' })).getByRole('status')).toHaveTextContent('3');
  expect(more).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Increase quantity of Pain Balm' }));
  expect(screen.getByRole('button', { name: 'Increase quantity of Pain Balm' })).toBeDisabled();
  expect(store.getState().cart.items.map((item) => item.cartQuantity)).toEqual([3, 2]);
  await waitFor(() =>
    expect(quotes.at(-1)?.cart).toEqual([
      { _id: 'p1', quantity: 3 },
      { _id: 'p2', quantity: 2 },
    ]),
  );
  expect(quotes.length).toBeLessThanOrEqual(3);
  await user.click(less);
  expect(less).toBeEnabled();
  expect(store.getState().cart.items[0].cartQuantity).toBe(2);
});

it('says what cannot be ordered as it is, and fixes a line to what can be', async () => {
  const syrup = aProduct(1, { name: 'Cough Syrup', quantity: 2 });
  const gone = aProduct(2, { name: 'Old Tonic' });
  fakeQuotes([syrup]);
  const { user, store } = renderWithProviders(<CartPage />, {
    path: '/cart',
    preloadedState: withCart([{ ...syrup, cartQuantity: 5 } as Product, gone], signedIn()),
  });
  expect(await screen.findByText('Only 2 of Cough Syrup can be ordered')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'Old Tonic' })).getByText('This product is unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Change to 2' }));
  await user.click(screen.getByRole('button', { name: 'Remove Old Tonic' }));
  expect(await screen.findByText('Item removed from cart!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Only 2 of Cough Syrup can be ordered')).not.toBeInTheDocument());
  expect(store.getState().cart.items).toEqual([{ ...syrup, cartQuantity: 2 }]);
  await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
});

it('an empty cart shows only the empty state: no total, no login, no checkout', () => {
  renderWithProviders(<CartPage />, { path: '/cart', preloadedState: withCart([]) });
  expect(screen.getByText('Your cart is empty!')).toBeInTheDocument();
  expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Login to Checkout' })).not.toBeInTheDocument();
  expect(screen.queryByText('Cart Summary')).not.toBeInTheDocument();
});

it('asks a visitor to log in, returning to the cart afterwards', async () => {
  fakeQuotes([aProduct(1), aProduct(2)]);
  const { user } = renderWithProviders(<CartPage />, { path: '/cart', preloadedState: withCart(), routes: locationRoutes });
  expect(screen.getByText('Please login to proceed to checkout.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Login to Checkout' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ from: '/cart' }));
});

it('asks a user without an address to add one, sending them to the profile page', async () => {
  fakeQuotes([aProduct(1), aProduct(2)]);
  const { user } = renderWithProviders(<CartPage />, { path: '/cart', preloadedState: withCart(undefined, signedIn('')) });
  expect(screen.getByText('Please update your address before placing the order.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Update Address' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/profile');
});

it('removing a line says so', async () => {
  fakeQuotes([aProduct(1), aProduct(2)]);
  const { user } = renderWithProviders(<CartPage />, { path: '/cart', preloadedState: withCart() });
  await user.click(screen.getByRole('button', { name: 'Remove Product 2' }));
  expect(await screen.findByText('Item removed from cart!')).toBeInTheDocument();
  expect(screen.queryByText('Product 2')).not.toBeInTheDocument();
});
