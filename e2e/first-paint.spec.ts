/**
 * Issue 16: the pages a shopper lands on are painted from their HTML, before the app's code has
 * run (client/app/firstPaint.tsx), and the app then shows the same page in the same place: the
 * largest paint (the hero's heading, a product's photo) neither moves nor grows, so a phone's
 * largest paint is the first one.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

type Box = { x: number; y: number; width: number; height: number };

/** The element's box, where it is on screen (not inert: the first paint is). */
async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** Opens `path` with the app's code refused, so only what its HTML holds is shown. */
async function openWithoutApp(page: Page, path: string) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
}

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function aProduct(request: import('@playwright/test').APIRequestContext) {
  const { products } = await (await request.get('/api/v1/products/product-list/1')).json();
  const product = (products as { slug: string; name: string; photo: unknown }[]).find((p) => p.photo);
  expect(product).toBeDefined();
  return product!;
}

test('/ shows its frame and hero before the app runs, then the app puts the same hero in the same place', async ({ page, context }) => {
  const viewport = page.viewportSize()!;
  await openWithoutApp(page, '/');
  const painted = page.locator('h1:visible', { hasText: 'Your health, delivered to your door' });
  await expect(painted).toHaveCount(1);
  await expect(page.locator('header:visible')).toHaveCount(1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
  const first = await boxOf(painted);

  const live = await context.newPage();
  await live.goto('/');
  const heading = live.getByRole('heading', { level: 1, name: 'Your health, delivered to your door' });
  await expect(heading).toBeVisible();
  await expect(live.locator('#root [inert]')).toHaveCount(0);
  expect(await boxOf(heading)).toEqual(first);
});

test('/search shows its empty search before the app runs', async ({ page }) => {
  await openWithoutApp(page, '/search');
  await expect(page.locator('p:visible', { hasText: 'Type a medicine or brand in the search box.' })).toHaveCount(1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test("a product page shows the product's photo before the app runs, where the app then shows it", async ({ page, context, request }) => {
  const product = await aProduct(request);
  await openWithoutApp(page, `/products/${product.slug}`);
  const painted = page.locator('img:visible');
  await expect(painted).toHaveCount(1);
  await expect(painted).toHaveAttribute('alt', product.name);
  await expect.poll(() => painted.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
  const first = await boxOf(painted);

  const live = await context.newPage();
  await live.goto(`/products/${product.slug}`);
  await expect(live.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const photo = await boxOf(live.getByRole('img', { name: product.name }));
  // The live photo sits inside a 1 px border (the skeleton's grid is the page's): the same place, never larger.
  expect(Math.abs(photo.x - first.x)).toBeLessThanOrEqual(2);
  expect(photo.width).toBeLessThanOrEqual(first.width);
  expect(photo.width).toBeGreaterThanOrEqual(first.width - 4);
});

test('a product page the server cannot paint ahead (no such product) is the app as before', async ({ page }) => {
  await page.goto('/products/no-such-product-anywhere');
  await expect(page).toHaveURL('/');
  await expect(page.locator('#root [inert]')).toHaveCount(0);
});

test('a page whose app code cannot be loaded says so, instead of staying a picture nobody can use', async ({ page }) => {
  await page.route('**/assets/vendor.*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText('The shop could not be loaded. Check your connection and reload the page.');
  await expect(page.locator('#root [inert]')).toHaveCount(0);
});

test("a signed-in shopper's first paint leaves Register and Login out; a visitor's shows them", async ({ page }) => {
  test.skip(page.viewportSize()!.width < 768, 'on a phone they are in the menu drawer, closed in the first paint');
  // The app's code held back (not refused, which would show the alert): only the HTML and its starter run.
  await page.route(/\/assets\/(vendor|main)\.[0-9a-f]+\.js$/, () => {});
  const accountButtons = page.locator('.first-paint-wide').getByText(/^(Register|Login)$/);

  await page.goto('/');
  await expect(accountButtons).toHaveCount(2);
  for (const button of await accountButtons.all()) await expect(button).toBeVisible();

  await page.evaluate(() =>
    localStorage.setItem(
      'auth',
      JSON.stringify({ user: { name: 'Asha Rao', email: 'asha@example.com', role: 0 }, token: 'a-stored-token' }),
    ),
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-session', 'signed-in');
  await expect(accountButtons).toHaveCount(2);
  for (const button of await accountButtons.all()) await expect(button).toBeHidden();
  await expect(page.locator('.first-paint-wide').getByText('Your health, delivered to your door')).toBeVisible();
});
