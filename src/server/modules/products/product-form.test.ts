/**
 * Empty multipart parts, as the spec's own admin client sends them (`shipping=""` when no value
 * was picked): an empty optional part counts as absent, an empty required one is refused.
 */
import { insertCategory, insertProduct } from '../../testing/catalogue-fixtures';
import { multipartBody, type FormFields } from '../../testing/multipart';
import { createTestApp, insertAdmin, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await insertAdmin(t.app)).token;
  categoryId = (await insertCategory(t.app)).id;
});
afterAll(() => t.close());

async function sendForm(method: 'POST' | 'PUT', url: string, fields: FormFields) {
  const { payload, headers } = await multipartBody(fields);
  return t.app.inject({ method, url, payload, headers: { ...headers, authorization: admin } });
}

const fields = (overrides: Record<string, string> = {}): FormFields => ({
  name: `Cetirizine 10 mg ${Math.random().toString(36).slice(2, 8)}`,
  description: 'For allergies.',
  price: '25',
  quantity: '40',
  category: categoryId,
  ...overrides,
});

const create = (form: FormFields) => sendForm('POST', '/api/v1/products/create-product', form);
const update = (id: string, form: FormFields) => sendForm('PUT', `/api/v1/products/update-product/${id}`, form);

const stored = (id: string) =>
  t.app.db.selectFrom('products').select(['shipping', 'photo_version', 'quantity']).where('id', '=', id).executeTakeFirstOrThrow();

it('creates with the defaults when the optional parts are sent empty', async () => {
  const res = await create(fields({ shipping: '', photo: '' }));
  expect(res.statusCode).toBe(201);
  expect(res.json().product).toMatchObject({ shipping: false, photo: null });
});

it('keeps shipping and the photo unchanged on update when their parts are empty or absent', async () => {
  const product = await insertProduct(t.app, { categoryId, photo: true });
  expect(product.shipping).toBe(true);
  const empty = await update(product.id, fields({ shipping: '', photo: '', quantity: '7' }));
  expect(empty.statusCode).toBe(200);
  expect(await stored(product.id)).toEqual({ shipping: true, photo_version: product.photo_version, quantity: 7 });
  const absent = await update(product.id, fields({ quantity: '6' }));
  expect(absent.statusCode).toBe(200);
  expect(await stored(product.id)).toEqual({ shipping: true, photo_version: product.photo_version, quantity: 6 });
  const off = await update(product.id, fields({ shipping: '0' }));
  expect(off.json().product.shipping).toBe(false);
});

describe.each(['name', 'description', 'price', 'quantity', 'category'])('an empty required %s', (field) => {
  it('is refused with 400 naming it, on create and on update, changing nothing', async () => {
    const product = await insertProduct(t.app, { categoryId });
    for (const res of [await create(fields({ [field]: '' })), await update(product.id, fields({ [field]: '', shipping: '0' }))]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: expect.stringContaining(`'${field}'`) });
    }
    expect(await stored(product.id)).toMatchObject({ shipping: true, quantity: product.quantity });
  });
});
