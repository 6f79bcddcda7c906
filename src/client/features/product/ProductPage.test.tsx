import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Product, Substitute } from '../../api/endpoints';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { aProduct, aSubstitute } from '../../testing/storefrontFactories';
import ProductPage from './ProductPage';

jest.setTimeout(20000);

const paracetamol = { name: 'Paracetamol', strength: '650 mg' };
const caffeine = { name: 'Caffeine', strength: '50 mg' };

const brand = aProduct(1, {
  name: 'Feverex 650',
  slug: 'feverex-650',
  price: 27,
  mrp: 36,
  discountPercent: 25,
  manufacturer: 'Sahyadri Remedies Pvt Ltd',
  packSize: 'strip of 15 tablets',
  unitsPerPack: 15,
  pricePerUnit: 1.8,
  dosageForm: 'tablet',
  composition: [paracetamol, caffeine],
  schedule: 'H',
  rxRequired: true,
  storage: 'Store below 30°C, away from light',
  countryOfOrigin: 'India',
  expiresOn: '2027-03',
});

const cheaper = aSubstitute(2, 33, {
  name: 'Calpyre 650',
  slug: 'calpyre-650',
  price: 18,
  unitsPerPack: 15,
  pricePerUnit: 1.2,
  dosageForm: 'tablet',
  manufacturer: 'Konkan Labs',
});
const same = aSubstitute(3, 0, {
  name: 'Pyrenil 650',
  slug: 'pyrenil-650',
  price: 27,
  unitsPerPack: 15,
  pricePerUnit: 1.8,
  dosageForm: 'tablet',
});
const dearer = aSubstitute(4, -20, {
  name: 'Dolomax 650',
  slug: 'dolomax-650',
  price: 32.4,
  unitsPerPack: 15,
  pricePerUnit: 2.16,
  dosageForm: 'tablet',
});
const similar = aProduct(5, { name: 'Ibuprofen 400 mg' });

function fakeShop(product: Product, substitutes: Substitute[] = [cheaper, same, dearer]) {
  const asked = { substitutes: [] as string[], searches: [] as string[] };
  server.use(
    http.get('/api/v1/products/get-product/:slug', ({ params }) =>
      params.slug === product.slug
        ? HttpResponse.json({ success: true, product })
        : HttpResponse.json({ success: false, message: 'Product not found' }, { status: 404 }),
    ),
    http.get('/api/v1/products/related-product/:productId/:categoryId', () => HttpResponse.json({ success: true, products: [similar] })),
    http.get('/api/v1/products/substitutes/:productId', ({ params }) => {
      asked.substitutes.push(String(params.productId));
      return HttpResponse.json({ success: true, products: substitutes });
    }),
    http.get('/api/v1/products/search/:keyword', ({ params }) => {
      asked.searches.push(String(params.keyword));
      return HttpResponse.json([product, cheaper]);
    }),
  );
  return asked;
}

const renderPage = (slug: string) => renderWithProviders(<ProductPage />, { path: '/products/:slug', route: `/products/${slug}` });

it("shows the medicine's facts: price, MRP with taxes, discount, price per unit, maker, pack, form, storage, origin and expiry", async () => {
  fakeShop(brand);
  renderPage(brand.slug);
  expect(await screen.findByRole('heading', { level: 1, name: 'Feverex 650' })).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Feverex 650' });
  expect(within(details).getByText('₹27')).toBeInTheDocument();
  expect(within(details).getByText('25% off')).toBeInTheDocument();
  expect(within(details).getByText(/^MRP/)).toHaveTextContent('MRP ₹36 (inclusive of all taxes)');
  expect(within(details).getByText('₹36').tagName).toBe('DEL');
  expect(within(details).getByText('₹1.80 per tablet')).toBeInTheDocument();
  expect(within(details).getByText('Expires Mar 2027')).toBeInTheDocument();

  const fact = (term: string) => {
    const dt = within(details).getByText(term);
    expect(dt.tagName).toBe('DT');
    return dt.nextElementSibling;
  };
  expect(fact('Composition')).toHaveTextContent('Paracetamol 650 mg + Caffeine 50 mg');
  expect(fact('Manufacturer')).toHaveTextContent('Sahyadri Remedies Pvt Ltd');
  expect(fact('Pack size')).toHaveTextContent('strip of 15 tablets');
  expect(fact('Dosage form')).toHaveTextContent('Tablet');
  expect(fact('Storage')).toHaveTextContent('Store below 30°C, away from light');
  expect(fact('Country of origin')).toHaveTextContent('India');
});

it('tells the shopper a prescription is needed for an Rx medicine', async () => {
  fakeShop(brand);
  renderPage(brand.slug);
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('Prescription required');
  expect(notice).toHaveTextContent('Schedule H medicine');
  expect(notice).toHaveTextContent(/sold only against a valid prescription/);
  expect(screen.getByRole('region', { name: 'Feverex 650' })).toContainElement(screen.getByRole('img', { name: 'Prescription required' }));
});

it('has no prescription notice, substitutes or empty facts for a plain OTC item', async () => {
  const bandage = aProduct(6, { name: 'Crepe Bandage 10 cm', slug: 'crepe-bandage' });
  const asked = fakeShop(bandage);
  renderPage(bandage.slug);
  expect(await screen.findByRole('heading', { level: 1, name: 'Crepe Bandage 10 cm' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Similar Products' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Prescription required' })).not.toBeInTheDocument();
  expect(screen.getByText('MRP ₹60 (inclusive of all taxes)')).toBeInTheDocument();
  expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
  expect(screen.queryByText(/ per (unit|tablet)/)).not.toBeInTheDocument();
  expect(screen.queryByText('Composition')).not.toBeInTheDocument();
  expect(screen.queryByText('Manufacturer')).not.toBeInTheDocument();
  expect(screen.queryByText(/^Expires/)).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Substitutes with the same composition' })).not.toBeInTheDocument();
  expect(asked.substitutes).toEqual([]);
});

it('lists only the cheaper substitutes, each with its price per unit, saving, page link and Add to Cart; Similar Products stays', async () => {
  const asked = fakeShop(brand);
  const { user, store } = renderPage(brand.slug);
  const list = await screen.findByRole('list', { name: 'Substitutes' });
  expect(screen.getByRole('heading', { level: 2, name: 'Substitutes with the same composition' })).toBeInTheDocument();
  expect(asked.substitutes).toEqual([brand._id]);
  const items = await within(list).findAllByRole('listitem');
  expect(items).toHaveLength(1);
  const item = within(items[0]);
  expect(item.getByRole('link', { name: 'Calpyre 650' })).toHaveAttribute('href', '/products/calpyre-650');
  expect(item.getByText('Konkan Labs')).toBeInTheDocument();
  expect(item.getByText('₹18')).toBeInTheDocument();
  expect(item.getByText('₹1.20 per tablet')).toBeInTheDocument();
  expect(item.getByText('Save 33% per unit')).toBeInTheDocument();
  expect(screen.queryByText('Pyrenil 650')).not.toBeInTheDocument();
  expect(screen.queryByText('Dolomax 650')).not.toBeInTheDocument();

  await user.click(item.getByRole('button', { name: 'Add to Cart: Calpyre 650' }));
  expect(await screen.findByText('Calpyre 650 added to cart!')).toBeInTheDocument();
  expect(store.getState().cart.items.map((p) => p._id)).toEqual([cheaper._id]);

  expect(screen.getByRole('heading', { name: 'Similar Products' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 3, name: 'Ibuprofen 400 mg' })).toBeInTheDocument();
});

it('says so when no substitute is cheaper', async () => {
  fakeShop(brand, [same, dearer]);
  renderPage(brand.slug);
  expect(await screen.findByText('No cheaper substitutes found.')).toBeInTheDocument();
  expect(screen.queryByText('Dolomax 650')).not.toBeInTheDocument();
});

it('searches a salt when its link is followed, as the search box does', async () => {
  const asked = fakeShop(brand);
  const { user, store } = renderPage(brand.slug);
  const salt = await screen.findByRole('link', { name: 'Caffeine' });
  expect(salt).toHaveAttribute('href', '/search');
  await user.click(salt);
  expect(await screen.findByTestId('location')).toHaveTextContent('/search');
  expect(asked.searches).toEqual(['Caffeine']);
  const { search } = store.getState();
  expect(search.keyword).toBe('Caffeine');
  expect(search.resultsFor).toBe('Caffeine');
  expect(search.results.map((p) => p.name)).toEqual(['Feverex 650', 'Calpyre 650']);
});
