/**
 * index.html comes with preload hints for the page its URL opens: the page's code, the API
 * answers it asks for first and (a product page) its photo, each exactly the request the app makes.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { insertCategory, insertProductWithPhoto } from '../../testing/catalogue-fixtures';
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

const productWithPhoto = (name: string, createdAt: Date) => insertProductWithPhoto(t.app, { name, categoryId: category.id, createdAt });

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

it('/ preloads the home page code and its first two API answers, no photo (its largest paint is the hero, in its HTML)', async () => {
  await productWithPhoto('Newest Balm', new Date());
  const preloads = await preloadsOf('/');
  expect(preloads).toEqual([
    ['/assets/12.abc.js', 'script'],
    ['/assets/page-home.def.js', 'script'],
    ['/api/v1/products/product-list/1', 'fetch'],
    ['/api/v1/products/product-count', 'fetch'],
  ]);
  // Each hint is a real answer of this server.
  for (const [href] of preloads.filter(([, as]) => as !== 'script')) expect((await t.app.inject({ url: href })).statusCode).toBe(200);
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
