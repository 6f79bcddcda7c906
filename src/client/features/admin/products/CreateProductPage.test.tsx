import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { aCategory, adminState, aProduct } from '../adminTestData';
import CreateProductPage from './CreateProductPage';

jest.setTimeout(20000);

const pain = aCategory('Pain Relief');
const skin = aCategory('Skin Care');

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  server.use(http.get('/api/v1/category/get-category', () => HttpResponse.json({ success: true, message: 'ok', category: [pain, skin] })));
});

const renderPage = () =>
  renderWithProviders(<CreateProductPage />, { path: '/dashboard/admin/create-product', preloadedState: adminState() });

type User = ReturnType<typeof renderPage>['user'];

/** Pastes rather than types: fewer renders, same result for the form. */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillForm(user: User) {
  await user.type(screen.getByRole('combobox', { name: 'Category' }), 'Sk');
  await user.click(await screen.findByRole('option', { name: 'Skin Care' }));
  await user.upload(screen.getByLabelText('Upload Photo'), new File(['png-bytes'], 'p.png', { type: 'image/png' }));
  await enter(user, screen.getByRole('textbox', { name: 'Name' }), 'Aloe Gel');
  await enter(user, screen.getByRole('textbox', { name: 'Description' }), 'Soothing gel for dry skin');
  await enter(user, screen.getByRole('spinbutton', { name: 'Price (₹)' }), '149.5');
  await enter(user, screen.getByRole('spinbutton', { name: 'Quantity' }), '25');
  await user.click(screen.getByRole('combobox', { name: 'Shipping' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'No' }));
}

it('sends the product as multipart, resets the form and opens the products list a second later', async () => {
  let sent: FormData | undefined;
  let contentType: string | null = null;
  server.use(
    http.post('/api/v1/products/create-product', async ({ request }) => {
      contentType = request.headers.get('content-type');
      sent = await request.formData();
      return HttpResponse.json({ success: true, message: 'Product created', product: aProduct({ name: 'Aloe Gel' }) }, { status: 201 });
    }),
  );
  const { user } = renderPage();
  expect(document.title).toBe('Admin - Create Product');
  await fillForm(user);
  expect(screen.getByRole('img', { name: 'New product photo' })).toHaveAttribute('src', 'blob:preview');

  await user.click(screen.getByRole('button', { name: 'CREATE PRODUCT' }));
  expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();

  expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(sent?.get('name')).toBe('Aloe Gel');
  expect(sent?.get('description')).toBe('Soothing gel for dry skin');
  expect(sent?.get('price')).toBe('149.5');
  expect(sent?.get('quantity')).toBe('25');
  expect(sent?.get('category')).toBe(skin._id);
  expect(sent?.get('shipping')).toBe('0');
  const photo = sent?.get('photo') as File;
  expect(photo.name).toBe('p.png');
  expect(await photo.text()).toBe('png-bytes');

  // The form is empty again and, for now, the page stays.
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();

  expect(await screen.findByTestId('location', {}, { timeout: 2000 })).toHaveTextContent('/dashboard/admin/products');
});

it("shows the server's message and keeps the form when the product is refused", async () => {
  server.use(
    http.post('/api/v1/products/create-product', () =>
      HttpResponse.json({ success: false, message: "'price' must be at most 10000000" }, { status: 400 }),
    ),
  );
  const { user } = renderPage();
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'CREATE PRODUCT' }));
  expect(await screen.findByText("'price' must be at most 10000000")).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Aloe Gel');
});

it("says 'Product creation failed.' when the server answers without a message", async () => {
  server.use(http.post('/api/v1/products/create-product', () => new HttpResponse(null, { status: 502 })));
  const { user } = renderPage();
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'CREATE PRODUCT' }));
  expect(await screen.findByText('Product creation failed.')).toBeInTheDocument();
});
