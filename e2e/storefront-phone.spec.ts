/**
 * The storefront as a shopper on a phone (and a laptop) meets it: the search box on screen on
 * every page, suggestions picked with the keyboard, no layout shift while / loads, an admin
 * page opened by a shopper, and unknown URLs answering 404. Screenshots of each screen go to
 * /work/shots/storefront (or SHOTS_DIR) for people to look at.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loginAdmin, signedInShopper } from './support/api';
import { productCards } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/session';

const shotsDir = process.env.SHOTS_DIR ?? '/work/shots/storefront';

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: false, animations: 'disabled', caret: 'hide' });
}

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search for medicines, brands...' });

test('from a product page, the search box suggests as the shopper types and the keyboard opens a suggestion', async ({ page }) => {
  await page.goto('/');
  await shot(page, 'home');
  await productCards(page)
    .first()
    .getByRole('link', { name: /Details/ })
    .click();
  await expect(page).toHaveURL(/\/products\//);
  await expect(searchBox(page)).toBeVisible();
  await shot(page, 'product');

  await searchBox(page).click();
  await searchBox(page).pressSequentially('para', { delay: 60 });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await shot(page, 'suggestions');
  await page.keyboard.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const name = (await first.locator('p').first().textContent()) ?? '';
  expect(name).toMatch(/para/i);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\//);
  // The box is done with: focus goes to the new page's heading, as after any link.
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
  await expect(list).toBeHidden();

  await searchBox(page).fill('paracetamol');
  await searchBox(page).press('Escape');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText(/Found \d+ results for "paracetamol"/)).toBeVisible();
  await shot(page, 'search');
});

test('/ loads without layout shift, with two product columns on a phone', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(productCards(page).first()).toBeVisible();
  await page.waitForTimeout(1000);
  const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
  console.log(`CLS on / at ${page.viewportSize()?.width} px: ${cls.toFixed(4)}`);
  expect(cls).toBeLessThan(0.1);
  const [a, b] = await productCards(page).evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect().top));
  if ((page.viewportSize()?.width ?? 1280) < 768) expect(a).toBe(b);
  const addButton = productCards(page)
    .first()
    .getByRole('button', { name: /Add to Cart/ });
  expect((await addButton.boundingBox())?.height).toBeGreaterThanOrEqual(44);
});

test('a shopper at an admin page is told it is for administrators', async ({ page, request }) => {
  const shopper = await signedInShopper(request, 'not-admin');
  await openSignedIn(page, shopper, '/dashboard/admin');
  await expect(page.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible();
  await page.waitForTimeout(3500);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await shot(page, 'admin-as-shopper');
});

test('an unknown URL answers 404 with the app not-found page; a known one 200', async ({ page }) => {
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/E2E Pharmacy/);
  await shot(page, 'not-found');
  expect((await page.goto('/about'))?.status()).toBe(200);
});

test('registration explains each bad field in the form', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel(/Name/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/Phone/).fill('12345');
  await page.getByLabel(/Year of birth/).fill('3000');
  await page.getByLabel(/Year of birth/).blur();
  await expect(page.getByText(/Enter a 10-digit Indian mobile number/)).toBeVisible();
  await shot(page, 'register');
});

test("the admin's product form fits a phone, and its open select menu stays put to be tapped", async ({ page, request }) => {
  await openSignedIn(page, await loginAdmin(request), '/dashboard/admin/create-product');
  const main = page.getByRole('main');
  await expect(main.getByLabel(/^Name/)).toBeVisible();
  // A page wider than the screen scrolls sideways, and MUI then pads the body while a menu is open, moving it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await main.getByRole('combobox', { name: /shipping/i }).click();
  // A plain click: Playwright waits for the option to stand still, which it never did at 375 px.
  await page.getByRole('option', { name: 'Yes' }).click({ timeout: 5_000 });
  await expect(main.getByRole('combobox', { name: /shipping/i })).toHaveText('Yes');
});
