/**
 * Page URLs: a path an app route matches answers 200 with the app, any other answers 404 with
 * the same app (which shows its not-found page), so crawlers and monitors see the truth.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
