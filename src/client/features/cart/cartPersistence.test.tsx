import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { persistStore } from 'redux-persist';
import { useAddToCart } from '../../store/useAddToCart';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { aProduct, aUser, preloaded } from '../../testing/storefrontFactories';
import { quantityChanged, selectCartCount } from '../../store/cartSlice';

function AddButton() {
  const addToCart = useAddToCart();
  return <button onClick={() => addToCart(aProduct(7))}>add</button>;
}

beforeEach(() =>
  server.use(http.get('/api/v1/category/get-category', () => HttpResponse.json({ success: true, message: '', category: [] }))),
);

it('stores the cart as a plain JSON array of products with their units, and auth as {user, token}', async () => {
  const user = aUser();
  const { store, user: shopper } = renderWithProviders(<AddButton />, { preloadedState: { auth: { user, token: 'tok-9' } } as never });
  persistStore(store);
  await shopper.click(screen.getByRole('button', { name: 'add' }));
  expect(await screen.findByText('Product 7 added to cart!')).toBeInTheDocument();
  await waitFor(() => expect(JSON.parse(window.localStorage.getItem('cart') ?? 'null')).toEqual([{ ...aProduct(7), cartQuantity: 1 }]));
  expect(JSON.parse(window.localStorage.getItem('auth') ?? 'null')).toEqual({ user, token: 'tok-9' });
  expect(Object.keys(window.localStorage).sort()).toEqual(['auth', 'cart']);
});

it('restores the cart and the session from storage', async () => {
  window.localStorage.setItem('cart', JSON.stringify([aProduct(3)]));
  window.localStorage.setItem('auth', JSON.stringify({ user: aUser(), token: 'tok-2' }));
  const { store } = renderWithProviders(<AddButton />);
  persistStore(store);
  await waitFor(() => expect(store.getState().cart.items).toEqual([{ ...aProduct(3), cartQuantity: 1 }]));
  expect(store.getState().auth.token).toBe('tok-2');
});

it('keeps units in each stored product as cartQuantity', async () => {
  const { store } = renderWithProviders(<AddButton />, { preloadedState: preloaded({ cart: { items: [aProduct(3)] } }) });
  persistStore(store);
  store.dispatch(quantityChanged({ _id: 'p3', quantity: 4 }));
  await waitFor(() => expect(JSON.parse(window.localStorage.getItem('cart') ?? 'null')).toEqual([{ ...aProduct(3), cartQuantity: 4 }]));
});

it('reads older carts without losing anything: no quantity is one unit, a product listed twice is summed', async () => {
  const stored = [aProduct(1), aProduct(2), aProduct(1), { ...aProduct(2), cartQuantity: 3 }, { junk: true }];
  window.localStorage.setItem('cart', JSON.stringify(stored));
  const { store } = renderWithProviders(<AddButton />);
  persistStore(store);
  await waitFor(() => expect(store.getState().cart.items).toHaveLength(2));
  expect(store.getState().cart.items).toEqual([
    { ...aProduct(1), cartQuantity: 2 },
    { ...aProduct(2), cartQuantity: 4 },
  ]);
  expect(selectCartCount(store.getState())).toBe(6);
  // The stock a product carried (its `quantity`) is never read as units.
  expect(aProduct(1).quantity).toBe(5);
});
