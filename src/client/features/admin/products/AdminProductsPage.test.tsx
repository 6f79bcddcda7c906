import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Product } from '../../../api/endpoints';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { adminState, aProduct } from '../adminTestData';
import AdminProductsPage, { PRODUCTS_PER_PAGE } from './AdminProductsPage';

jest.setTimeout(20000);

/** A fake product list of `total` products that pages and filters as the server does. */
function fakeProducts(total: number) {
  let products: Product[] = Array.from({ length: total }, (_, i) => aProduct({ name: `Product ${i + 1}`, description: 'x'.repeat(100) }));
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/products/get-product', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const page = Number(params.get('page'));
      const perPage = Number(params.get('perPage'));
      const keyword = params.get('keyword')?.toLowerCase();
      const matching = keyword ? products.filter((p) => p.name.toLowerCase().includes(keyword)) : products;
      return HttpResponse.json({
        success: true,
        products: matching.slice((page - 1) * perPage, page * perPage),
        total: matching.length,
        page,
        perPage,
      });
    }),
    http.delete('/api/v1/products/delete-product/:id', ({ params }) => {
      products = products.filter((p) => p._id !== params.id);
      return HttpResponse.json({ success: true, message: 'Product deleted' });
    }),
  );
  return { requests };
}

const renderPage = () => renderWithProviders(<AdminProductsPage />, { path: '/dashboard/admin/products', preloadedState: adminState() });

// jsdom does not scroll; the page scrolls to the top when it changes pages.
beforeEach(() => {
  window.scrollTo = jest.fn();
});

afterEach(() => jest.restoreAllMocks());

it('shows one page of cards linking to the edit route, and asks the server for the next page', async () => {
  const fake = fakeProducts(PRODUCTS_PER_PAGE + 5);
  const { user } = renderPage();
  const card = (await screen.findByRole('heading', { name: 'Product 1' })).closest('article') as HTMLElement;
  expect(document.title).toBe('Admin - All Products');
  expect(within(card).getByText(`${'x'.repeat(90)}...`)).toBeInTheDocument();
  expect(within(card).getByText('₹120')).toBeInTheDocument();
  for (const link of within(card).getAllByRole('link')) expect(link).toHaveAttribute('href', '/dashboard/admin/products/product-1');
  expect(screen.getAllByRole('article')).toHaveLength(PRODUCTS_PER_PAGE);
  expect(fake.requests[0].get('page')).toBe('1');
  expect(fake.requests[0].get('perPage')).toBe(String(PRODUCTS_PER_PAGE));

  await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
  expect(await screen.findByRole('heading', { name: `Product ${PRODUCTS_PER_PAGE + 1}` })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(5);
  expect(fake.requests.at(-1)?.get('page')).toBe('2');
});

it("shows each product's MRP and the Rx mark of a prescription medicine", async () => {
  server.use(
    http.get('/api/v1/products/get-product', () =>
      HttpResponse.json({
        success: true,
        products: [
          aProduct({ name: 'Azee 500', price: 95, mrp: 119, discountPercent: 20, schedule: 'H1', rxRequired: true }),
          aProduct({ name: 'Crepe Bandage', price: 80 }),
        ],
        total: 2,
        page: 1,
        perPage: PRODUCTS_PER_PAGE,
      }),
    ),
  );
  renderPage();
  const rx = (await screen.findByRole('heading', { name: 'Azee 500' })).closest('article') as HTMLElement;
  expect(within(rx).getByText('₹95')).toBeInTheDocument();
  expect(within(rx).getByText('MRP ₹119')).toBeInTheDocument();
  expect(within(rx).getByRole('img', { name: 'Prescription required' })).toHaveTextContent('Rx');
  const otc = screen.getByRole('heading', { name: 'Crepe Bandage' }).closest('article') as HTMLElement;
  expect(within(otc).getByText('MRP ₹80')).toBeInTheDocument();
  expect(within(otc).queryByRole('img', { name: 'Prescription required' })).not.toBeInTheDocument();
});

it('searches by keyword from page 1, once the typing stops', async () => {
  const fake = fakeProducts(30);
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Go to page 2' }));
  await screen.findByRole('heading', { name: 'Product 25' });

  await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'product 3');
  expect(await screen.findByRole('heading', { name: 'Product 30' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  // Debounced: far fewer requests than keystrokes (usually one; a slow machine may pause mid-word).
  const searches = fake.requests.filter((params) => params.has('keyword'));
  expect(searches.length).toBeLessThan('product 3'.length);
  expect(searches.at(-1)?.get('keyword')).toBe('product 3');
  expect(searches.every((params) => params.get('page') === '1')).toBe(true);
});

it('deletes a product only after the confirmation, then reloads the page', async () => {
  fakeProducts(2);
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Delete Product 1' }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete "Product 1"? This action cannot be undone.');
  expect(screen.getAllByRole('article')).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Delete Product 1' }));
  expect(await screen.findByText('Product 1 deleted successfully!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Product 1' })).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { name: 'Product 2' })).toBeInTheDocument();
});

it('offers to create the first product when there are none', async () => {
  fakeProducts(0);
  renderPage();
  expect(await screen.findByText('No products found. Start by creating one!')).toBeInTheDocument();
  const page = screen.getByRole('region', { name: 'All Products' });
  expect(within(page).getByRole('link', { name: 'Create Product' })).toHaveAttribute('href', '/dashboard/admin/create-product');
});
