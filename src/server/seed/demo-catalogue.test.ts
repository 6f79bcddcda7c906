import sharp from 'sharp';
import { PRICE_BANDS } from '../../shared/catalogue';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedDemoCatalogue } from './demo-catalogue';

// Starting an embedded database and drawing ~70 images takes a few seconds on two cores.
jest.setTimeout(60_000);

let t: TestApp;
const messages: string[] = [];
const log = { info: (msg: string) => void messages.push(msg) };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedDemoCatalogue', () => {
  it('fills an empty shop quickly with categories, products and photos', async () => {
    const started = Date.now();
    await seedDemoCatalogue(t.app.db, log);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(messages).toHaveLength(1);

    const categories = (await t.app.inject({ url: '/api/v1/category/get-category' })).json().category;
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Pain Relief', 'Cold & Flu', 'Ayurveda']));

    const list = (await t.app.inject({ url: '/api/v1/products/get-product?perPage=100' })).json();
    expect(list.total).toBeGreaterThanOrEqual(60);
    const products: { name: string; slug: string; price: number; quantity: number; shipping: boolean; photo: unknown; category: { _id: string } }[] =
      list.products;
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const band of PRICE_BANDS) {
      expect(products.some((p) => p.price >= band.array[0] && p.price <= band.array[1])).toBe(true);
    }
    expect(Math.max(...products.map((p) => p.price))).toBeGreaterThan(1000);
    expect(products.every((p) => p.quantity >= 20 && p.quantity <= 500 && p.photo !== null)).toBe(true);
    expect(products.filter((p) => p.shipping).length).toBeGreaterThan(products.length / 2);
    for (const c of categories) expect(products.some((p) => p.category._id === c._id)).toBe(true);
    expect(products.map((p) => p.name)).toContain('Paracetamol 500 mg Tablet, strip of 15');
  });

  it('serves each demo photo as a WebP packshot', async () => {
    const [first] = (await t.app.inject({ url: '/api/v1/products/product-list/1' })).json().products;
    const res = await t.app.inject({ url: `/api/v1/products/product-photo/${first._id}?size=card&v=${first.photo.version}` });
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400 });
    // A real drawing, not a flat fill: the image has many distinct colours.
    const { channels } = await sharp(res.rawPayload).stats();
    expect(channels[0].stdev).toBeGreaterThan(5);
  });

  it('newest first mixes categories', async () => {
    const { products } = (await t.app.inject({ url: '/api/v1/products/product-list/1' })).json();
    expect(new Set(products.map((p: { category: { _id: string } }) => p.category._id)).size).toBeGreaterThan(4);
  });

  it('does nothing once any product exists', async () => {
    const before = (await t.app.inject({ url: '/api/v1/products/product-count' })).json().total;
    await seedDemoCatalogue(t.app.db, log);
    expect((await t.app.inject({ url: '/api/v1/products/product-count' })).json().total).toBe(before);
    expect(messages).toHaveLength(1);
  });
});
