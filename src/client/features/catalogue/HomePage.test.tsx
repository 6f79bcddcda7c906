import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { atScreenWidth } from '../../testing/screenWidth';
import { server } from '../../testing/server';
import { aPage, painRelief, someProducts, vitamins } from '../../testing/storefrontFactories';
import HomePage from './HomePage';

// Several pages of 12 cards render per test; on a busy 2-core machine that outlasts Jest's 5 s default.
jest.setTimeout(20000);

type FilterBody = { checked: string[]; radio: number[]; page: number };

function fakeCatalogue(total = 30) {
  const calls = { list: [] as number[], filters: [] as FilterBody[] };
  server.use(
    http.get('/api/v1/category/get-category', () => HttpResponse.json({ success: true, message: '', category: [painRelief, vitamins] })),
    http.get('/api/v1/products/product-count', () => HttpResponse.json({ success: true, total })),
    http.get('/api/v1/products/product-list/:page', ({ params }) => {
      const page = Number(params.page);
      calls.list.push(page);
      return HttpResponse.json(aPage(someProducts((page - 1) * 12 + 1, Math.min(12, total - (page - 1) * 12)), total, page));
    }),
    http.post('/api/v1/products/product-filters', async ({ request }) => {
      const body = (await request.json()) as FilterBody;
      calls.filters.push(body);
      return HttpResponse.json(aPage(someProducts(100 + (body.page - 1) * 12, 12), 15, body.page));
    }),
  );
  return calls;
}

const names = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

it('shows page 1, appends page 2 on Load More, and hides Load More once all are shown', async () => {
  const calls = fakeCatalogue(20);
  const { user } = renderWithProviders(<HomePage />);
  expect(await screen.findByText('Product 1')).toBeInTheDocument();
  expect(screen.getByText('Description of product 1, a reliable remedy kept in every...')).toBeInTheDocument();
  expect(screen.getByText('₹10')).toBeInTheDocument();
  expect(names()).toHaveLength(12);
  await user.click(screen.getByRole('button', { name: 'Load More' }));
  expect(await screen.findByText('Product 20')).toBeInTheDocument();
  expect(names()).toHaveLength(20);
  expect(names()[0]).toBe('Product 1');
  expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  expect(calls.list).toEqual([1, 2]);
});

it('a filter goes back to page 1 and replaces the list; Load More then pages the filtered results', async () => {
  const calls = fakeCatalogue(30);
  const { user } = renderWithProviders(<HomePage />);
  await screen.findByText('Product 1');
  await user.click(screen.getByRole('button', { name: 'Load More' }));
  await screen.findByText('Product 24');

  await user.click(screen.getByRole('checkbox', { name: 'Vitamins' }));
  expect(await screen.findByText('Product 100')).toBeInTheDocument();
  expect(screen.queryByText('Product 1')).not.toBeInTheDocument();
  expect(names()).toHaveLength(12);
  expect(calls.filters.at(-1)).toEqual({ checked: ['cat-vit'], radio: [], page: 1 });

  await user.click(screen.getByRole('radio', { name: '₹100 or more' }));
  expect(calls.filters.at(-1)).toEqual({ checked: ['cat-vit'], radio: [100, 9999], page: 1 });
  expect(screen.getByRole('radio', { name: '₹100 or more' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '₹80 to ₹99' })).not.toBeChecked();

  await user.click(await screen.findByRole('button', { name: 'Load More' }));
  expect(await screen.findByText('Product 112')).toBeInTheDocument();
  expect(calls.filters.at(-1)).toEqual({ checked: ['cat-vit'], radio: [100, 9999], page: 2 });
  expect(names()).toHaveLength(24);
});

it('RESET FILTERS clears the filters, reloads page 1 and says so', async () => {
  const calls = fakeCatalogue(30);
  const { user } = renderWithProviders(<HomePage />);
  await screen.findByText('Product 1');
  await user.click(screen.getByRole('checkbox', { name: 'Pain Relief' }));
  await screen.findByText('Product 100');
  const listCallsBefore = calls.list.length;

  await user.click(screen.getByRole('button', { name: 'RESET FILTERS' }));
  expect(await screen.findByText('Filters reset!')).toBeInTheDocument();
  expect(await screen.findByText('Product 1')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Pain Relief' })).not.toBeChecked();
  expect(calls.list.length).toBeGreaterThan(listCallsBefore);
  expect(calls.list.at(-1)).toBe(1);
});

it('toggles the filters on small screens and closes them on reset', async () => {
  fakeCatalogue();
  atScreenWidth(375);
  const { user } = renderWithProviders(<HomePage />);
  expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show Filters' }));
  expect(await screen.findByRole('checkbox', { name: 'Pain Relief' })).toBeInTheDocument();
  expect(screen.getByRole('complementary', { name: 'Filters' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('button', { name: 'RESET FILTERS' }));
  expect(screen.getByRole('button', { name: 'Show Filters' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
});

it('shows the filters without a toggle on wide screens', async () => {
  fakeCatalogue();
  atScreenWidth(1280);
  renderWithProviders(<HomePage />);
  expect(await screen.findByRole('checkbox', { name: 'Pain Relief' })).toBeInTheDocument();
  expect(screen.getByRole('complementary', { name: 'Filters' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Show Filters' })).not.toBeInTheDocument();
});

it('says when nothing matches', async () => {
  fakeCatalogue();
  server.use(http.post('/api/v1/products/product-filters', () => HttpResponse.json(aPage([], 0))));
  const { user } = renderWithProviders(<HomePage />);
  await user.click(await screen.findByRole('checkbox', { name: 'Vitamins' }));
  expect(await screen.findByText('No products found matching your criteria. Try resetting filters.')).toBeInTheDocument();
});

it('tells the shopper when products or categories fail to load', async () => {
  fakeCatalogue();
  server.use(
    http.get('/api/v1/products/product-list/:page', () =>
      HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }),
    ),
    http.get('/api/v1/category/get-category', () => HttpResponse.error()),
  );
  renderWithProviders(<HomePage />);
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  expect(await screen.findByText('Failed to load categories.')).toBeInTheDocument();
});

it('adds to the cart once, refusing a duplicate with the exact message', async () => {
  fakeCatalogue();
  const { user, store } = renderWithProviders(<HomePage />);
  await user.click(await screen.findByRole('button', { name: 'Add to Cart: Product 2' }));
  expect(await screen.findByText('Product 2 added to cart!')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add to Cart: Product 2' }));
  expect(await screen.findByText('This item is already in your cart! Change its quantity in your cart.')).toBeInTheDocument();
  expect(store.getState().cart.items.map((item) => item._id)).toEqual(['p2']);
});

it('offers View cart on the added-to-cart toast, which opens the cart', async () => {
  fakeCatalogue();
  const { user } = renderWithProviders(<HomePage />);
  await user.click(await screen.findByRole('button', { name: 'Add to Cart: Product 1' }));
  await user.click(await screen.findByRole('button', { name: 'View cart' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  await waitFor(() => expect(screen.queryByText('Product 1 added to cart!')).not.toBeInTheDocument());
});

it('shows cards shaped like the products while the first page loads, not a spinner', async () => {
  fakeCatalogue();
  renderWithProviders(<HomePage />);
  expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Add to Cart: Product 1' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
});
