import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { aCategory, adminState, aProduct } from '../adminTestData';
import UpdateProductPage from './UpdateProductPage';

jest.setTimeout(20000);

const pain = aCategory('Pain Relief');
const product = aProduct({
  name: 'Paracetamol 500 mg',
  description: 'Fever tablets',
  price: 30,
  quantity: 0,
  shipping: false,
  category: pain,
});
const medicine = aProduct({
  name: 'Clavam 625',
  price: 180,
  mrp: 201.5,
  discountPercent: 10,
  manufacturer: 'Konkan Labs',
  packSize: 'strip of 10 tablets',
  unitsPerPack: 10,
  dosageForm: 'tablet',
  composition: [
    { name: 'Amoxycillin', strength: '500 mg' },
    { name: 'Clavulanic Acid', strength: '125 mg' },
  ],
  schedule: 'H1',
  rxRequired: true,
  hsnCode: '30042019',
  gstRate: 5,
  storage: 'Store below 25°C',
  countryOfOrigin: 'India',
  expiresOn: '2027-08',
  category: pain,
});

beforeEach(() => {
  server.use(
    http.get('/api/v1/category/get-category', () => HttpResponse.json({ success: true, message: 'ok', category: [pain] })),
    http.get('/api/v1/products/get-product/:slug', ({ params }) =>
      [product, medicine].some((p) => p.slug === params.slug)
        ? HttpResponse.json({ success: true, product: [product, medicine].find((p) => p.slug === params.slug) })
        : HttpResponse.json({ success: false, message: 'Product not found' }, { status: 404 }),
    ),
  );
});

afterEach(() => jest.restoreAllMocks());

const renderPage = (slug = product.slug) =>
  renderWithProviders(<UpdateProductPage />, {
    path: '/dashboard/admin/products/:slug',
    route: `/dashboard/admin/products/${slug}`,
    preloadedState: adminState(),
  });

it('shows the product prefilled with its current photo, sends the changes as multipart and returns to the list', async () => {
  let sent: FormData | undefined;
  server.use(
    http.put('/api/v1/products/update-product/:id', async ({ params, request }) => {
      expect(params.id).toBe(product._id);
      sent = await request.formData();
      return HttpResponse.json({ success: true, message: 'Product updated', product });
    }),
  );
  const { user } = renderPage();
  const name = await screen.findByRole('textbox', { name: 'Name' });
  expect(document.title).toBe('Admin - Update Product');
  expect(name).toHaveValue('Paracetamol 500 mg');
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Fever tablets');
  expect(screen.getByRole('spinbutton', { name: 'Price (₹)' })).toHaveValue(30);
  expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(0);
  expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('min', '0');
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Pain Relief');
  expect(screen.getByRole('combobox', { name: 'Shipping' })).toHaveTextContent('No');
  expect(screen.getByRole('img', { name: 'Paracetamol 500 mg' })).toHaveAttribute(
    'src',
    `/api/v1/products/product-photo/${product._id}?size=detail&v=v1`,
  );

  await user.clear(name);
  await user.click(name);
  await user.paste('Paracetamol 650 mg');
  await user.click(screen.getByRole('button', { name: 'UPDATE' }));

  expect(await screen.findByText('Product Updated Successfully!')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/admin/products');
  expect(sent?.get('name')).toBe('Paracetamol 650 mg');
  expect(sent?.get('quantity')).toBe('0');
  expect(sent?.get('category')).toBe(pain._id);
  expect(sent?.get('shipping')).toBe('0');
  expect(sent?.has('photo')).toBe(false);
});

it("prefills the medicine's facts and salts, and sends them back with the changes", async () => {
  let sent: FormData | undefined;
  server.use(
    http.put('/api/v1/products/update-product/:id', async ({ request }) => {
      sent = await request.formData();
      return HttpResponse.json({ success: true, message: 'Product updated', product: medicine });
    }),
  );
  const { user } = renderPage(medicine.slug);
  expect(await screen.findByRole('spinbutton', { name: 'MRP (₹)' })).toHaveValue(201.5);
  expect(screen.getByRole('textbox', { name: 'Manufacturer' })).toHaveValue('Konkan Labs');
  expect(screen.getByRole('textbox', { name: 'Pack size' })).toHaveValue('strip of 10 tablets');
  expect(screen.getByRole('spinbutton', { name: 'Units per pack' })).toHaveValue(10);
  expect(screen.getByRole('combobox', { name: 'Dosage form' })).toHaveTextContent('Tablet');
  expect(screen.getByRole('textbox', { name: 'Salt 1 name' })).toHaveValue('Amoxycillin');
  expect(screen.getByRole('textbox', { name: 'Salt 1 strength' })).toHaveValue('500 mg');
  expect(screen.getByRole('textbox', { name: 'Salt 2 name' })).toHaveValue('Clavulanic Acid');
  expect(screen.getByRole('combobox', { name: 'Schedule' })).toHaveTextContent('Schedule H1');
  expect(screen.getByRole('combobox', { name: 'GST rate' })).toHaveTextContent('5%');
  expect(screen.getByRole('textbox', { name: 'HSN code' })).toHaveValue('30042019');
  expect(screen.getByRole('textbox', { name: 'Storage' })).toHaveValue('Store below 25°C');
  expect(screen.getByRole('textbox', { name: 'Country of origin' })).toHaveValue('India');
  expect(screen.getByLabelText('Expiry month')).toHaveValue('2027-08');

  // The MRP is the stored one, not the price: raising the price above it is refused by name.
  const price = screen.getByRole('spinbutton', { name: 'Price (₹)' });
  await user.clear(price);
  await user.click(price);
  await user.paste('210');
  expect(screen.getByText('MRP must be at least the price: nothing may be sold above MRP.')).toBeInTheDocument();
  await user.clear(price);
  await user.click(price);
  await user.paste('175');
  await user.click(screen.getByRole('button', { name: 'Remove salt 2' }));
  await user.clear(screen.getByRole('textbox', { name: 'Storage' }));
  await user.click(screen.getByRole('button', { name: 'UPDATE' }));

  expect(await screen.findByText('Product Updated Successfully!')).toBeInTheDocument();
  expect(sent?.get('price')).toBe('175');
  expect(sent?.get('mrp')).toBe('201.5');
  expect(JSON.parse(sent?.get('composition') as string)).toEqual([{ name: 'Amoxycillin', strength: '500 mg' }]);
  expect(sent?.get('schedule')).toBe('H1');
  expect(sent?.get('hsnCode')).toBe('30042019');
  expect(sent?.get('expiresOn')).toBe('2027-08');
  // Cleared storage is sent empty, so the product loses it.
  expect(sent?.get('storage')).toBe('');
  expect(screen.queryByText(/must be/)).not.toBeInTheDocument();
});

it('deletes after the confirmation and returns to the list; declining changes nothing', async () => {
  let deleted = 0;
  server.use(
    http.delete('/api/v1/products/delete-product/:id', () => {
      deleted += 1;
      return HttpResponse.json({ success: true, message: 'Product deleted' });
    }),
  );
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'DELETE' }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this product? This action cannot be undone.');
  expect(deleted).toBe(0);
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'DELETE' }));
  expect(await screen.findByText('Paracetamol 500 mg deleted successfully!')).toBeInTheDocument();
  expect(deleted).toBe(1);
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/admin/products');
});

it("says 'Failed to fetch product details.' for an unknown product", async () => {
  renderPage('no-such-product');
  expect(await screen.findByText('Failed to fetch product details.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/dashboard/admin/products');
});
