import sharp from 'sharp';
import { PRICE_BANDS } from '../../shared/catalogue';
import type { Schema } from '../contract/operation-types';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedDemoCatalogue } from './demo-catalogue';

// Starting an embedded database and drawing over 100 images takes several seconds on two cores.
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
    expect(list.total).toBeGreaterThanOrEqual(100);
    const products: {
      name: string;
      slug: string;
      price: number;
      quantity: number;
      shipping: boolean;
      photo: unknown;
      category: { _id: string };
    }[] = [...list.products, ...(await t.app.inject({ url: '/api/v1/products/get-product?perPage=100&page=2' })).json().products];
    expect(products).toHaveLength(list.total);
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

  it('is a believable Indian pharmacy: medicines with salts, brands to switch between, prescriptions, taxes', async () => {
    type Product = Schema<'Product'>;
    const all: Product[] = [];
    for (let page = 1; all.length === 0 || all.length % 100 === 0; page++) {
      const { products } = (await t.app.inject({ url: `/api/v1/products/get-product?perPage=100&page=${page}` })).json();
      if (products.length === 0) break;
      all.push(...products);
    }
    const medicines = all.filter((p) => p.composition.length > 0 && p.hsnCode === '3004');
    expect(medicines.length).toBeGreaterThanOrEqual(60);
    expect(all.filter((p) => p.rxRequired).length).toBeGreaterThanOrEqual(15);
    expect(all.filter((p) => p.schedule === 'H1').length).toBeGreaterThanOrEqual(3);
    expect(all.every((p) => p.price <= p.mrp && p.manufacturer !== '' && p.packSize !== '')).toBe(true);
    expect(all.filter((p) => p.discountPercent > 0).length).toBeGreaterThan(all.length / 2);

    // Groups of the same composition, told apart by the substitutes call itself.
    const groups = new Map<string, Product[]>();
    for (const p of medicines) {
      const key = JSON.stringify(p.composition.map((s) => `${s.name}|${s.strength}`.toLowerCase().replace(/\s/g, '')).sort());
      groups.set(key, [...(groups.get(key) ?? []), p]);
    }
    const brandGroups = [...groups.values()].filter((g) => g.length >= 2);
    expect(brandGroups.length).toBeGreaterThanOrEqual(12);
    for (const group of brandGroups) {
      expect(group.length).toBeLessThanOrEqual(5);
      expect(new Set(group.map((p) => p.pricePerUnit)).size).toBeGreaterThan(1);
      const { products } = (await t.app.inject({ url: `/api/v1/products/substitutes/${group[0]._id}` })).json();
      expect(products.map((p: Product) => p._id).sort()).toEqual(
        group
          .slice(1)
          .map((p) => p._id)
          .sort(),
      );
    }

    // Taxes right for what each is: medicines, dressings and devices 5%, cosmetics 18%.
    const byName = (name: string) => all.find((p) => p.name.startsWith(name))!;
    expect(byName('Crepe Bandage')).toMatchObject({ hsnCode: '3005', gstRate: 5, composition: [] });
    expect(byName('Digital Thermometer')).toMatchObject({ hsnCode: '9025', gstRate: 5, dosageForm: 'device' });
    expect(byName('Sunscreen')).toMatchObject({ hsnCode: '3304', gstRate: 18 });
    expect(byName('Sensitive Toothpaste')).toMatchObject({ hsnCode: '3306', gstRate: 5 });
    expect(byName('Azivela 500')).toMatchObject({
      schedule: 'H1',
      rxRequired: true,
      composition: [{ name: 'Azithromycin', strength: '500 mg' }],
    });
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
