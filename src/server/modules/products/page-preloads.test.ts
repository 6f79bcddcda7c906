/**
 * index.html comes with preload hints for the page its URL opens: the page's code, the API
 * answers it asks for first and its largest photo, each exactly the request the app makes.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { encodePhoto } from '../photos/photo-pipeline';
import { photoColumns, savePhoto } from '../photos/photos.repository';
import { insertCategory, insertProducts } from '../../testing/catalogue-fixtures';
import { updateProduct } from './products.repository';
import { createTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(30_000);

let t: TestApp;
let category: { id: string; slug: string };

function clientDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'client-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'page-chunks.json'),
    JSON.stringify({
      'page-home': ['/assets/12.abc.js', '/assets/page-home.def.js'],
      'page-product': ['/assets/page-product.123.js'],
      'page-category': ['/assets/page-category.456.js'],
    }),
  );
  return dir;
}

async function productWithPhoto(name: string, createdAt: Date) {
  const [product] = await insertProducts(t.app, [{ name, categoryId: category.id, createdAt }]);
  const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 0, g: 120, b: 100 } } })
    .png()
    .toBuffer();
  const photo = await encodePhoto(picture);
  await savePhoto(t.app.db, product.id, photo);
  await updateProduct(t.app.db, product.id, photoColumns(photo));
  const { product: api } = (await t.app.inject({ url: `/api/v1/products/get-product/${product.slug}` })).json();
  return api as { _id: string; slug: string; photo: { version: string } };
}

/** The preload links of the page at `url`, as [href, as] pairs. */
async function preloadsOf(url: string): Promise<[string, string][]> {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return [...res.body.matchAll(/<link rel="preload" href="([^"]+)" as="([^"]+)"/g)].map(([, href, as]) => [
    href.replaceAll('&amp;', '&'),
    as,
  ]);
}

beforeAll(async () => {
  t = await createTestApp({ clientDir: clientDir() });
  category = await insertCategory(t.app, 'Preloads');
});
afterAll(() => t.close());

it('/ preloads the home page code, its first two API answers and the newest product photo', async () => {
  const older = await productWithPhoto('Older Balm', new Date(Date.now() - 60_000));
  const newest = await productWithPhoto('Newest Balm', new Date());
  const preloads = await preloadsOf('/');
  expect(preloads).toEqual([
    ['/assets/12.abc.js', 'script'],
    ['/assets/page-home.def.js', 'script'],
    ['/api/v1/products/product-list/1', 'fetch'],
    ['/api/v1/products/product-count', 'fetch'],
    [`/api/v1/products/product-photo/${newest._id}?size=card&v=${encodeURIComponent(newest.photo.version)}`, 'image'],
  ]);
  expect(preloads.map(([href]) => href)).not.toContain(expect.stringContaining(older._id));
  // Each hint is a real answer of this server.
  for (const [href] of preloads.filter(([, as]) => as !== 'script')) expect((await t.app.inject({ url: href })).statusCode).toBe(200);
});

it('a newer product replaces the photo / preloads (the catalogue cache forgets on writes)', async () => {
  await preloadsOf('/');
  const newer = await productWithPhoto('Newer Still Balm', new Date(Date.now() + 60_000));
  expect((await preloadsOf('/')).at(-1)).toEqual([
    `/api/v1/products/product-photo/${newer._id}?size=card&v=${encodeURIComponent(newer.photo.version)}`,
    'image',
  ]);
});

it('a product page preloads its code, the product and its detail photo; a category page its first page', async () => {
  const product = await productWithPhoto('Detail Balm', new Date(Date.now() - 120_000));
  expect(await preloadsOf(`/products/${product.slug}`)).toEqual([
    ['/assets/page-product.123.js', 'script'],
    [`/api/v1/products/get-product/${product.slug}`, 'fetch'],
    [`/api/v1/products/product-photo/${product._id}?size=detail&v=${encodeURIComponent(product.photo.version)}`, 'image'],
  ]);
  expect(await preloadsOf(`/category/${category.slug}`)).toEqual([
    ['/assets/page-category.456.js', 'script'],
    [`/api/v1/products/product-category/${category.slug}?page=1`, 'fetch'],
  ]);
});

it('an unknown product still gets its page code; odd or other paths get no hints and the page unchanged', async () => {
  expect(await preloadsOf('/products/no-such-product')).toEqual([
    ['/assets/page-product.123.js', 'script'],
    ['/api/v1/products/get-product/no-such-product', 'fetch'],
  ]);
  // A path no app route matches is a 404 page, with no hints either.
  const unknown = await t.app.inject({ url: '/products/a/b' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.body).not.toContain('rel="preload"');
  for (const url of ['/products/%22%3E%3Cscript%3E', '/cart', '/dashboard/admin', '/products/Upper-Case']) {
    expect(await preloadsOf(url)).toEqual([]);
    expect((await t.app.inject({ url })).body).toBe(
      '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
    );
  }
});
