/**
 * Issue 5: the pages a shopper lands on come with preload hints (page code, first API
 * answers, largest photo), and the app uses every one of them: each preloaded URL is
 * requested once, and Chromium never warns that a preload went unused.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

async function landOn(page: Page, path: string) {
  const requested = new Map<string, number>();
  const warnings: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const key = url.pathname + url.search;
    requested.set(key, (requested.get(key) ?? 0) + 1);
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  const response = await page.goto(path);
  const html = (await response!.text()).replaceAll('&amp;', '&');
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map(([, href]) => href);
  await expect(page.getByRole('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  // Chromium reports an unused preload a few seconds after the load event.
  await page.waitForTimeout(3500);
  return { preloaded, requested, warnings };
}

for (const target of ['home', 'a product page', 'a category page'] as const) {
  test(`${target} preloads what it uses and uses what it preloads`, async ({ page, request }) => {
    const { products } = await (await request.get('/api/v1/products/product-list/1')).json();
    const path =
      target === 'home' ? '/' : target === 'a product page' ? `/products/${products[0].slug}` : `/category/${products[0].category.slug}`;
    const { preloaded, requested, warnings } = await landOn(page, path);
    expect(preloaded.some((href) => href.startsWith('/assets/'))).toBe(true);
    expect(preloaded.some((href) => href.startsWith('/api/v1/'))).toBe(true);
    for (const href of preloaded) expect({ href, requests: requested.get(href) }).toEqual({ href, requests: 1 });
    expect(warnings).toEqual([]);
  });
}
