/**
 * Smoke: the one server answers the API and the app — home with the demo catalogue and the
 * brand in the footer, a deep link through the history fallback, JSON 404 for unknown API
 * paths, the health check, and a search's answer reaching the browser compressed.
 */
import { buttonShowing, linkShowing, productCard, productCards } from './support/catalogue';
import { searchFor } from './support/navbar';
import { screenshot } from './support/screenshot';
import { env } from './support/env';
import { expect, test } from './support/fixtures';

test('the health check answers ok', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
});

test('an unknown API path answers 404 JSON, never the app page', async ({ request }) => {
  const res = await request.get('/api/v1/nope');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
  expect(await res.json()).toMatchObject({ success: false, message: expect.any(String) });
});

test('the home page shows products of the demo catalogue and the brand in the footer', async ({ page, request }) => {
  const { products } = await (await request.get('/api/v1/products/product-list/1')).json();
  expect(products.length).toBeGreaterThan(0);

  await page.goto('/');
  const main = page.getByRole('main');
  await expect(productCard(main, products[0].name)).toBeVisible();
  await expect(productCards(main)).toHaveCount(products.length);
  await expect(buttonShowing(main, 'Add to Cart')).toHaveCount(products.length);
  await expect(linkShowing(main, 'Details')).toHaveCount(products.length);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('All Rights Reserved');
  await expect(footer).toContainText(env.storeName);
  await screenshot(page, 'smoke-home');
});

test('a deep link to a product page loads the app (history fallback)', async ({ page, request }) => {
  const { products } = await (await request.get('/api/v1/products/product-list/1')).json();
  const product = products[0];

  const res = await page.goto(`/products/${product.slug}`);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('All Rights Reserved');
  await screenshot(page, 'smoke-product-deep-link');
});

test("a search's answer reaches the browser compressed with brotli, and its results show", async ({ page, request }) => {
  const found = await (await request.get('/api/v1/products/search/tablet', { headers: { 'accept-encoding': 'identity' } })).json();
  expect(found.length).toBeGreaterThan(1);

  await page.goto('/');
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/products/search/tablet');
  await searchFor(page, 'tablet');
  const res = await answer;
  // Chromium asks for gzip, deflate, br and zstd (on localhost as over HTTPS); brotli is chosen.
  expect(res.headers()['content-encoding']).toBe('br');
  expect(res.headers().vary).toContain('Accept-Encoding');
  expect(await res.json()).toEqual(found);
  await expect(productCards(page.getByRole('main'))).toHaveCount(found.length);
});
