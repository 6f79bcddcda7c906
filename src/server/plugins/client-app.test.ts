/**
 * Page URLs: a path an app route matches answers 200 with the app, any other answers 404 with
 * the same app (which shows its not-found page), so crawlers and monitors see the truth. The
 * pages the build painted ahead are sent with their first paint, a product's filled in.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { insertCategory, insertProduct, insertProductWithPhoto } from '../testing/catalogue-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(30_000);

const clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>%STORE_NAME%</title></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clientDir });
});
afterAll(() => t.close());

it.each(['/', '/cart', '/products/no-such-slug', '/category/pain-relief?page=2', '/dashboard/admin/orders', '/About/'])(
  'answers the app with 200 at %s',
  async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  },
);

it.each(['/no-such-page', '/products', '/dashboard/admin/nothing', '/cart/extra', '/wp-login.php'])(
  'answers the app with 404 at %s, for its not-found page',
  async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Test Pharmacy</title>');
  },
);

it('still answers JSON 404 under /api', async () => {
  const res = await t.app.inject({ url: '/api/v1/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ success: false });
});

describe('pages painted ahead (first-paint.json)', () => {
  const painted = mkdtempSync(path.join(tmpdir(), 'client-'));
  const page = (root: string) =>
    `<!doctype html><html><head><title>%STORE_NAME%</title></head><body><div id=root>${root}</div></body></html>`;
  writeFileSync(path.join(painted, 'index.html'), page('<p>Loading the shop…</p>'));
  mkdirSync(path.join(painted, 'first-paint'));
  writeFileSync(path.join(painted, 'first-paint/home.html'), page('<h1>Hero of %STORE_NAME%</h1>'));
  writeFileSync(path.join(painted, 'first-paint/products-slug.html'), page('<img src=%PRODUCT_PHOTO% alt=%PRODUCT_NAME%>'));
  writeFileSync(
    path.join(painted, 'first-paint.json'),
    JSON.stringify({ '/': 'first-paint/home.html', '/products/:slug': 'first-paint/products-slug.html' }),
  );

  let p: TestApp;
  let product: { slug: string; _id: string };
  beforeAll(async () => {
    p = await createTestApp({ clientDir: painted });
    const category = await insertCategory(p.app, 'Painted');
    product = await insertProductWithPhoto(p.app, { categoryId: category.id, name: 'Balm "Best" <Forte> & Co' });
  });
  afterAll(() => p.close());

  it('sends / its own page, branded, and every other path index.html', async () => {
    expect((await p.app.inject({ url: '/' })).body).toContain('<h1>Hero of Test Pharmacy</h1>');
    expect((await p.app.inject({ url: '/?utm_source=x' })).body).toContain('<h1>Hero of Test Pharmacy</h1>');
    expect((await p.app.inject({ url: '/cart' })).body).toContain('Loading the shop…');
  });

  it("fills a product page's blanks with its photo and name, escaped and quoted", async () => {
    const body = (await p.app.inject({ url: `/products/${product.slug}` })).body;
    expect(body).toContain(`src="/api/v1/products/product-photo/${product._id}?size=detail&amp;v=`);
    expect(body).toContain('alt="Balm &quot;Best&quot; &lt;Forte&gt; &amp; Co"');
    expect(body).not.toContain('%PRODUCT_');
  });

  it('sends index.html for a product page it cannot fill: no such product, or no photo', async () => {
    const category = await insertCategory(p.app, 'Unpainted');
    const bare = await insertProduct(p.app, { categoryId: category.id, name: 'Photo-less Gauze' });
    for (const url of ['/products/no-such-product', `/products/${bare.slug}`]) {
      const res = await p.app.inject({ url });
      expect(res.body).toContain('Loading the shop…');
      expect(res.body).not.toContain('%PRODUCT_');
    }
  });

  it('compresses the page as the browser accepts it', async () => {
    const br = await p.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Hero of Test Pharmacy</h1>');
    const gz = await p.app.inject({ url: '/cart', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('Loading the shop…');
  });
});
