import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import SearchPage from '../features/search/SearchPage';
import { LocationProbe, renderWithProviders } from '../testing/renderWithProviders';
import { atScreenWidth } from '../testing/screenWidth';
import { server } from '../testing/server';
import { aProduct, painRelief, preloaded, session } from '../testing/storefrontFactories';
import Layout from './Layout';

const app = (
  <Routes>
    <Route element={<Layout />}>
      <Route path="search" element={<SearchPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Route>
  </Routes>
);

// The footer loads the pharmacist's line lazily; compiling it for Jest on a busy machine would eat a test's time.
beforeAll(() => import('../features/prescriptions/PharmacistLine'));

const pharmacy = { pharmacistName: 'R. Sharma', pharmacistRegistrationNo: 'KA-12345', pharmacyLicenceNo: 'KA-B-2026-001' };

beforeEach(() =>
  server.use(
    http.get('/api/v1/category/get-category', () => HttpResponse.json({ success: true, message: '', category: [painRelief] })),
    http.get('/api/v1/pharmacy', () => HttpResponse.json(pharmacy)),
    http.get('/api/v1/products/suggest', () => HttpResponse.json({ products: [], categories: [] })),
  ),
);

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0];

it('a visitor sees Register, Login, the categories dropdown, no cart badge and the footer', async () => {
  const { user } = renderWithProviders(app, { path: '/*' });
  expect(within(mainNav()).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  expect(within(mainNav()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  expect(screen.getByText(/All Rights Reserved/)).toHaveTextContent('All Rights Reserved © Online Pharmacy');
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy');
  await user.click(within(mainNav()).getByRole('button', { name: 'Categories' }));
  expect(await screen.findByRole('menuitem', { name: 'Pain Relief' })).toHaveAttribute('href', '/category/pain-relief');
  expect(screen.getByRole('menuitem', { name: 'All Categories' })).toHaveAttribute('href', '/categories');
});

it('the footer names the pharmacist in charge and the licence, and links the pharmacy details', async () => {
  renderWithProviders(app, { path: '/*' });
  const footer = screen.getByRole('contentinfo');
  expect(
    await within(footer).findByText(/Pharmacist in charge: R\. Sharma \(Reg\. No\. KA-12345\) · Licence No\. KA-B-2026-001/),
  ).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'Pharmacy details' })).toHaveAttribute('href', '/pharmacy');
});
it('shows the cart count in units and, for a signed-in user, the name with Dashboard by role', async () => {
  const { user } = renderWithProviders(app, {
    path: '/*',
    preloadedState: preloaded({
      auth: session({ name: '', role: 1 }),
      cart: { items: [aProduct(1), { ...aProduct(2), cartQuantity: 3 } as never] },
    }),
  });
  expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
  expect(within(mainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  await user.click(within(mainNav()).getByRole('button', { name: 'asha@example.in' }));
  expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/admin');
});

it('logout forgets the session and the cart with their stored copies, says so and opens /login', async () => {
  const { user, store } = renderWithProviders(app, {
    path: '/*',
    route: '/cart',
    preloadedState: preloaded({ auth: session(), cart: { items: [aProduct(1)] } }),
  });
  persistStore(store);
  await waitFor(() => expect(window.localStorage.getItem('auth')).not.toBeNull());
  await waitFor(() => expect(JSON.parse(window.localStorage.getItem('cart') ?? '[]')).toHaveLength(1));
  await user.click(within(mainNav()).getByRole('button', { name: 'Asha Rao' }));
  expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/user');
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
  expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(store.getState().auth).toMatchObject({ user: null, token: '' });
  await waitFor(() => expect(window.localStorage.getItem('auth')).toBeNull());
  expect(store.getState().cart.items).toEqual([]);
  await waitFor(() => expect(window.localStorage.getItem('cart')).toBe('[]'));
});

it('search replaces the results and opens /search with the keyword and count; an empty keyword is sent too', async () => {
  const keywords: string[] = [];
  server.use(
    http.get('/api/v1/products/search/:keyword?', ({ params }) => {
      keywords.push(String(params.keyword ?? ''));
      return HttpResponse.json(params.keyword ? [aProduct(1), aProduct(2), aProduct(3)] : []);
    }),
  );
  const { user } = renderWithProviders(app, { path: '/*' });
  const box = screen.getByRole('combobox', { name: 'Search for medicines, brands...' });
  await user.type(box, 'para');
  await user.click(screen.getAllByRole('button', { name: 'Search' })[0]);
  expect(await screen.findByText('Found 3 results for "para"')).toBeInTheDocument();
  expect(screen.getByText('Product 3')).toBeInTheDocument();
  await user.clear(box);
  await user.click(screen.getAllByRole('button', { name: 'Search' })[0]);
  expect(await screen.findByText('Try a different search term or browse our categories.')).toBeInTheDocument();
  expect(keywords).toEqual(['para', '']);
});

it('a page that fails to load leaves the frame and offers to try again', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const Broken = lazy(() => Promise.reject(new Error('Loading chunk 42 failed')));
  const broken = (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<Broken />} />
      </Route>
    </Routes>
  );
  renderWithProviders(broken, { path: '/*', route: '/about' });
  expect(await screen.findByText('This page could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(within(mainNav()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  expect(error).toHaveBeenCalledWith('A page failed to load', expect.objectContaining({ message: 'Loading chunk 42 failed' }));
  error.mockRestore();
});

it('below 768 px the bar holds the brand, the cart, a menu whose drawer has every link, and the search box on screen', async () => {
  atScreenWidth(375);
  const { user } = renderWithProviders(app, { path: '/*' });
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Search for medicines, brands...' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const drawerNav = await screen.findByRole('navigation', { name: 'Main' });
  expect(await within(drawerNav).findByRole('link', { name: 'Pain Relief' })).toHaveAttribute('href', '/category/pain-relief');
  // The drawer is modal, so the bar's box is hidden from the accessibility tree while it is open.
  expect(screen.getAllByRole('combobox', { name: 'Search for medicines, brands...', hidden: true })).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});
