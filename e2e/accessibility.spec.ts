/**
 * Issue 15: axe on every route of the app (src/client/app/routes.tsx) at both widths, as a
 * guest, a shopper and the administrator, with the demo catalogue and a real order, and in
 * the states a page can be left in: menus, dialogs, the phone's drawer, a loaded second page.
 * Any serious or critical WCAG 2.x A/AA violation fails (support/axe.ts).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { authHeader, loginAdmin, signedInShopper } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { productCards } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { isPhone, searchFor } from './support/navbar';
import { screenshot } from './support/screenshot';
import { openSignedIn } from './support/session';

type Product = { _id: string; name: string; slug: string; rxRequired: boolean; category: { slug: string } };

/** The first page's products that need no prescription, so a test can order them at once. */
async function firstProducts(request: APIRequestContext): Promise<Product[]> {
  const { products } = (await (await request.get('/api/v1/products/product-list/1')).json()) as { products: Product[] };
  return products.filter((product) => !product.rxRequired);
}

/** Opens `path` and waits for its heading, so axe sees the page, not its loading frame. */
async function visit(page: Page, path: string, heading?: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first()).toBeVisible();
}

/** The phone's menu drawer, opened, checked and closed again. */
async function checkDrawer(page: Page, screen: string) {
  if (!isPhone(page)) return;
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  await expectNoSeriousViolations(page, `${screen} with the menu drawer open`);
  await screenshot(page, `a11y-${screen.replace(/\W+/g, '-')}-drawer`);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeHidden();
}

// Each axe run takes seconds on a loaded 2-core machine, and a journey runs a dozen.
test.describe.configure({ timeout: 300_000 });

test("a guest's catalogue pages pass axe", async ({ page, request }) => {
  const [product] = await firstProducts(request);

  await test.step('home, with a second page loaded', async () => {
    await visit(page, '/');
    await expect(productCards(page.getByRole('main'))).toHaveCount(12);
    await expectNoSeriousViolations(page, 'home');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(productCards(page.getByRole('main'))).toHaveCount(24);
    await expectNoSeriousViolations(page, 'home after Load More');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Show Filters' }).click();
      await expectNoSeriousViolations(page, 'home with filters shown');
    }
    await checkDrawer(page, 'home');
  });

  await test.step('the categories menu (wide screens)', async () => {
    if (isPhone(page)) return;
    await page.getByRole('banner').getByRole('button', { name: 'Categories' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousViolations(page, 'home with the categories menu open');
    await page.keyboard.press('Escape');
  });

  await test.step('a product page', async () => {
    await visit(page, `/products/${product.slug}`, product.name);
    await expectNoSeriousViolations(page, 'product');
  });

  await test.step('a category, and all categories', async () => {
    await visit(page, `/category/${product.category.slug}`);
    await expect(productCards(page.getByRole('main')).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'category');
    await visit(page, '/categories');
    await expectNoSeriousViolations(page, 'all categories');
  });

  await test.step('search results', async () => {
    await visit(page, '/');
    await searchFor(page, 'paracetamol');
    await expect(page).toHaveURL(/\/search/);
    await expect(productCards(page.getByRole('main')).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'search results');
  });

  await test.step('the cart, empty and with a product', async () => {
    await visit(page, '/cart');
    await expectNoSeriousViolations(page, 'empty cart');
    await visit(page, `/products/${product.slug}`, product.name);
    await page
      .getByRole('main')
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    await visit(page, '/cart');
    await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'cart with a product');
  });
});

test("a guest's account and information pages pass axe", async ({ page }) => {
  for (const [path, name] of [
    ['/register', 'register'],
    ['/login', 'login'],
    ['/forgot-password', 'forgot password'],
    ['/about', 'about'],
    ['/contact', 'contact'],
    ['/policy', 'privacy policy'],
    ['/pharmacy', 'pharmacy details'],
    ['/no-such-page', 'not found'],
  ]) {
    await test.step(name, async () => {
      await visit(page, path);
      await expectNoSeriousViolations(page, name);
    });
  }

  await test.step('a signed-out visit to a dashboard', async () => {
    await page.goto('/dashboard/user');
    await page.waitForURL((url) => url.pathname !== '/dashboard/user', { timeout: 15_000 }).catch(() => undefined);
    await expectNoSeriousViolations(page, 'signed-out dashboard');
  });
});

test("every shopper's page passes axe", async ({ page, request }) => {
  const shopper = await signedInShopper(request, 'a11y');
  const [product] = await firstProducts(request);
  const placed = await request.post('/api/v1/products/create', {
    headers: authHeader(shopper.token),
    data: { cart: [{ _id: product._id }], address: shopper.shopper.address, paymentMethod: 'COD' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { order: { _id: string } }).order._id;

  await test.step('the dashboard and its pages', async () => {
    await openSignedIn(page, shopper, '/dashboard/user');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'user dashboard');
    await visit(page, '/dashboard/user/orders');
    await expect(page.getByText(product.name).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'user orders');
    await screenshot(page, 'a11y-user-orders');
    await visit(page, '/dashboard/user/profile');
    await expectNoSeriousViolations(page, 'user profile');
    await visit(page, `/dashboard/user/orders/${orderId}`);
    await expectNoSeriousViolations(page, 'one order');
    await visit(page, '/dashboard/user/prescriptions');
    await expectNoSeriousViolations(page, 'my prescriptions');
    await visit(page, '/checkout');
    await expectNoSeriousViolations(page, 'checkout with an empty cart');
  });

  await test.step('the account menu, or the drawer on a phone', async () => {
    await visit(page, '/');
    if (isPhone(page)) return checkDrawer(page, 'home signed in');
    await page.getByRole('banner').getByRole('button', { name: shopper.user.name }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousViolations(page, 'account menu');
    await page.keyboard.press('Escape');
  });

  await test.step('a shopper opening an admin page', async () => {
    await page.goto('/dashboard/admin');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, 'admin page as a shopper');
  });
});

test("every administrator's page passes axe", async ({ page, request }) => {
  const admin = await loginAdmin(request);
  const shopper = await signedInShopper(request, 'a11y-admin');
  const [product] = await firstProducts(request);
  await request.post('/api/v1/products/create', {
    headers: authHeader(shopper.token),
    data: { cart: [{ _id: product._id }], address: shopper.shopper.address, paymentMethod: 'COD' },
  });

  await test.step('the dashboard', async () => {
    await openSignedIn(page, admin, '/dashboard/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'admin dashboard');
    await screenshot(page, 'a11y-admin-dashboard');
    await checkDrawer(page, 'admin dashboard');
  });

  await test.step('categories, with the edit dialog open', async () => {
    await visit(page, '/dashboard/admin/create-category');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousViolations(page, 'manage categories');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'edit category dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  });

  await test.step('create product', async () => {
    await visit(page, '/dashboard/admin/create-product');
    await expectNoSeriousViolations(page, 'create product');
  });

  await test.step('products, and one product to update', async () => {
    await visit(page, '/dashboard/admin/products');
    await expect(page.getByRole('main').getByRole('link').filter({ hasText: product.name }).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'admin products');
    await visit(page, `/dashboard/admin/products/${product.slug}`);
    await expect(page.getByRole('textbox', { name: /name/i }).first()).toHaveValue(product.name);
    await expectNoSeriousViolations(page, 'update product');
  });

  await test.step('orders, with a status list open', async () => {
    await visit(page, '/dashboard/admin/orders');
    await expect(page.getByText(product.name).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'admin orders');
    await screenshot(page, 'a11y-admin-orders');
    await page.getByRole('main').getByRole('combobox', { name: 'Status' }).first().click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousViolations(page, 'admin orders with a status list open');
    await page.keyboard.press('Escape');
  });

  await test.step("the pharmacist's prescriptions queue", async () => {
    await visit(page, '/dashboard/admin/prescriptions');
    await expectNoSeriousViolations(page, 'prescriptions queue');
  });
});
