import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { aCategory, adminState, aProduct } from '../adminTestData';
import CreateProductPage from './CreateProductPage';

// Each test fills a long form through MUI on a shared two-core machine.
jest.setTimeout(60_000);

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
  await user.click(await screen.findByRole('option', { name: 'Skin Care' }, { timeout: 5000 }));
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

/** Answers create-product with 201 and keeps what each request sent. */
function acceptCreates() {
  const sent: FormData[] = [];
  server.use(
    http.post('/api/v1/products/create-product', async ({ request }) => {
      sent.push(await request.formData());
      return HttpResponse.json({ success: true, message: 'Product created', product: aProduct() }, { status: 201 });
    }),
  );
  return sent;
}

it('pre-fills the medicine defaults, the MRP following the price until it is typed, and sends them', async () => {
  const sent = acceptCreates();
  const { user } = renderPage();
  expect(screen.getByRole('combobox', { name: 'Schedule' })).toHaveTextContent('OTC (no prescription)');
  expect(screen.getByRole('combobox', { name: 'GST rate' })).toHaveTextContent('5%');
  expect(screen.getByRole('combobox', { name: 'Dosage form' })).toHaveTextContent('Other');
  expect(screen.getByRole('textbox', { name: 'Country of origin' })).toHaveValue('India');
  expect(screen.getByRole('spinbutton', { name: 'Units per pack' })).toHaveValue(1);
  await fillForm(user);
  expect(screen.getByRole('spinbutton', { name: 'MRP (₹)' })).toHaveValue(149.5);

  await user.click(screen.getByRole('button', { name: 'CREATE PRODUCT' }));
  expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
  const form = sent[0];
  expect(form.get('mrp')).toBe('149.5');
  expect(form.get('schedule')).toBe('OTC');
  expect(form.get('gstRate')).toBe('5');
  expect(form.get('countryOfOrigin')).toBe('India');
  expect(form.get('unitsPerPack')).toBe('1');
  expect(form.get('dosageForm')).toBe('other');
  expect(form.get('composition')).toBe('[]');
  // Left empty, these are not sent: the server picks the HSN code by category.
  expect(form.has('hsnCode')).toBe(false);
  expect(form.has('expiresOn')).toBe(false);
  expect(form.has('storage')).toBe(false);
});

it('offers the schedules that may be sold online and no other', async () => {
  const { user } = renderPage();
  await user.click(screen.getByRole('combobox', { name: 'Schedule' }));
  const options = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(options).toEqual([
    'OTC (no prescription)',
    'Schedule G (no prescription, caution label)',
    'Schedule H (prescription)',
    'Schedule H1 (prescription, sale register)',
  ]);
  expect(screen.getByText('Schedule X and narcotic (NDPS) medicines may not be sold online.')).toBeInTheDocument();
});

it('edits the composition (two salts added, one removed) and sends it as JSON with the medicine facts', async () => {
  const sent = acceptCreates();
  const { user } = renderPage();
  await fillForm(user);
  await user.clear(screen.getByRole('spinbutton', { name: 'MRP (₹)' }));
  await enter(user, screen.getByRole('spinbutton', { name: 'MRP (₹)' }), '180');
  await enter(user, screen.getByRole('textbox', { name: 'Manufacturer' }), 'Sahyadri Remedies');
  await enter(user, screen.getByRole('textbox', { name: 'Pack size' }), 'strip of 10 tablets');
  await user.clear(screen.getByRole('spinbutton', { name: 'Units per pack' }));
  await enter(user, screen.getByRole('spinbutton', { name: 'Units per pack' }), '10');
  await user.click(screen.getByRole('combobox', { name: 'Dosage form' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Tablet' }));

  await user.click(screen.getByRole('button', { name: 'Add salt' }));
  await enter(user, screen.getByRole('textbox', { name: 'Salt 1 name' }), 'Amoxycillin');
  await enter(user, screen.getByRole('textbox', { name: 'Salt 1 strength' }), '500 mg');
  await user.click(screen.getByRole('button', { name: 'Add salt' }));
  await enter(user, screen.getByRole('textbox', { name: 'Salt 2 name' }), 'Clavulanic Acid');
  await enter(user, screen.getByRole('textbox', { name: 'Salt 2 strength' }), '125 mg');
  await user.click(screen.getByRole('button', { name: 'Add salt' }));
  await enter(user, screen.getByRole('textbox', { name: 'Salt 3 name' }), 'Lactobacillus');
  await user.click(screen.getByRole('button', { name: 'Remove salt 1' }));
  expect(screen.getByRole('textbox', { name: 'Salt 1 name' })).toHaveValue('Clavulanic Acid');
  expect(screen.getByRole('textbox', { name: 'Salt 2 name' })).toHaveValue('Lactobacillus');
  expect(screen.queryByRole('textbox', { name: 'Salt 3 name' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Schedule' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Schedule H1 (prescription, sale register)' }));
  await user.click(screen.getByRole('combobox', { name: 'GST rate' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '0% (nil)' }));
  await enter(user, screen.getByRole('textbox', { name: 'HSN code' }), '30042019');
  await enter(user, screen.getByRole('textbox', { name: 'Storage' }), 'Store below 25°C');
  await enter(user, screen.getByLabelText('Expiry month'), '2027-03');

  await user.click(screen.getByRole('button', { name: 'CREATE PRODUCT' }));
  expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
  const form = sent[0];
  expect(JSON.parse(form.get('composition') as string)).toEqual([
    { name: 'Clavulanic Acid', strength: '125 mg' },
    { name: 'Lactobacillus', strength: '' },
  ]);
  expect(Object.fromEntries([...form.entries()].filter(([key]) => !['photo', 'composition'].includes(key)))).toEqual({
    category: skin._id,
    name: 'Aloe Gel',
    description: 'Soothing gel for dry skin',
    price: '149.5',
    quantity: '25',
    shipping: '0',
    mrp: '180',
    manufacturer: 'Sahyadri Remedies',
    packSize: 'strip of 10 tablets',
    unitsPerPack: '10',
    dosageForm: 'tablet',
    schedule: 'H1',
    gstRate: '0',
    hsnCode: '30042019',
    storage: 'Store below 25°C',
    countryOfOrigin: 'India',
    expiresOn: '2027-03',
    maxPerOrder: '10',
  });
});

it('names each wrong field and sends nothing until they are right', async () => {
  const sent = acceptCreates();
  const { user } = renderPage();
  await fillForm(user);
  const mrp = screen.getByRole('spinbutton', { name: 'MRP (₹)' });
  await user.clear(mrp);
  await enter(user, mrp, '99');
  await enter(user, screen.getByRole('textbox', { name: 'HSN code' }), '30');
  const units = screen.getByRole('spinbutton', { name: 'Units per pack' });
  await user.clear(units);
  await enter(user, units, '0');
  await user.click(screen.getByRole('button', { name: 'Add salt' }));
  await enter(user, screen.getByRole('textbox', { name: 'Salt 1 strength' }), '650 mg');

  expect(screen.getByText('MRP must be at least the price: nothing may be sold above MRP.')).toBeInTheDocument();
  expect(screen.getByText('HSN code must be 4 to 8 digits.')).toBeInTheDocument();
  expect(screen.getByText('Units per pack must be a whole number, at least 1.')).toBeInTheDocument();
  expect(screen.getByText('Salt 1 needs a name.')).toBeInTheDocument();
  expect(mrp).toHaveAttribute('aria-invalid', 'true');

  // The browser itself refuses units below the field's minimum; the form refuses the rest and shows the first.
  await user.clear(units);
  await enter(user, units, '1');
  await user.click(screen.getByRole('button', { name: 'CREATE PRODUCT' }));
  expect(mrp).toHaveFocus();
  expect(sent).toHaveLength(0);

  await user.clear(mrp);
  await enter(user, mrp, '150');
  await user.clear(screen.getByRole('textbox', { name: 'HSN code' }));
  await enter(user, screen.getByRole('textbox', { name: 'HSN code' }), '3304');
  await enter(user, screen.getByRole('textbox', { name: 'Salt 1 name' }), 'Paracetamol');
  expect(screen.queryByText(/must be|needs a name/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'CREATE PRODUCT' }));
  expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(sent[0].get('hsnCode')).toBe('3304');
});
