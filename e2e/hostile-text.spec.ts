/**
 * Text that users and admins type is shown as text, never run (issue 6): a product named
 * `<img src=x onerror=alert(1)>`, a category and a shopper's name holding markup, seen on
 * every screen that shows them, with no dialog ever opening and no element made from them.
 */
import { type Page } from '@playwright/test';
import { authHeader, login, loginAdmin, newShopper, registerShopper } from './support/api';
import { buttonShowing, productCard } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { screenshot } from './support/screenshot';
import { openSignedIn } from './support/session';

/** The markup every name carries; a per-run tag keeps each run's product apart on the shared server. */
const IMG_MARKUP = '<img src=x onerror=alert(1)>';

/** Nothing the hostile text describes was ever made into an element. */
async function expectNoInjectedMarkup(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('[onerror], [onload]')).toHaveCount(0);
  await expect(page.locator('main script')).toHaveCount(0);
}

test('markup typed into names and descriptions shows literally on every screen', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const tag = Date.now().toString(36);
  const PRODUCT_NAME = `${IMG_MARKUP} ${tag}`;
  const admin = await loginAdmin(request);
  const categoryRes = await request.post('/api/v1/category/create-category', {
    headers: authHeader(admin.token),
    data: { name: `<b onmouseover=alert(4)>Hostile</b> ${tag}` },
  });
  expect(categoryRes.status()).toBe(201);
  const { category } = await categoryRes.json();
  const productRes = await request.post('/api/v1/products/create-product', {
    headers: authHeader(admin.token),
    multipart: {
      name: PRODUCT_NAME,
      description: `<script>alert(2)</script> ${tag}`,
      price: '42',
      quantity: '50',
      category: category._id,
      shipping: '1',
    },
  });
  expect(productRes.status(), await productRes.text()).toBe(201);
  const { product } = await productRes.json();
  const buyerName = `<svg onload=alert(3)> ${tag}`;
  const shopper = await registerShopper(request, { ...newShopper('xss'), name: buyerName });
  const shopperAuth = await login(request, shopper.email, shopper.password);
  const orderRes = await request.post('/api/v1/products/create', {
    headers: authHeader(shopperAuth.token),
    data: { cart: [{ _id: product._id }], address: shopper.address, paymentMethod: 'COD' },
  });
  expect(orderRes.status()).toBe(201);

  await page.goto('/');
  await expect(productCard(page.getByRole('main'), PRODUCT_NAME)).toBeVisible();
  await expectNoInjectedMarkup(page);

  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { name: PRODUCT_NAME })).toBeVisible();
  await expect(page.getByRole('main').getByText(`<script>alert(2)</script> ${tag}`)).toBeVisible();
  await expectNoInjectedMarkup(page);
  await screenshot(page, 'hostile-01-product');

  await page.goto(`/category/${category.slug}`);
  await expect(page.getByRole('main').getByText(category.name).first()).toBeVisible();
  await expect(productCard(page.getByRole('main'), PRODUCT_NAME)).toBeVisible();
  await expectNoInjectedMarkup(page);

  await openSignedIn(page, shopperAuth, `/products/${product.slug}`);
  await buttonShowing(page.getByRole('main'), 'Add to Cart').first().click();
  await page.goto('/cart');
  await expect(page.getByRole('main').getByText(PRODUCT_NAME).first()).toBeVisible();
  await expectNoInjectedMarkup(page);

  await page.goto('/dashboard/user/orders');
  await expect(page.getByRole('main').getByText(PRODUCT_NAME).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(buyerName).first()).toBeVisible();
  await expectNoInjectedMarkup(page);

  await openSignedIn(page, admin, '/dashboard/admin/orders');
  await expect(page.getByRole('main').getByText(buyerName).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(PRODUCT_NAME).first()).toBeVisible();
  await expectNoInjectedMarkup(page);
  await screenshot(page, 'hostile-02-admin-orders');

  await page.goto('/dashboard/admin/products');
  await expect(page.getByRole('main').getByText(PRODUCT_NAME).first()).toBeVisible();
  await expectNoInjectedMarkup(page);

  await page.goto('/dashboard/admin/create-category');
  await expect(page.getByRole('main').getByText(category.name).first()).toBeVisible();
  await expectNoInjectedMarkup(page);

  expect(dialogs).toEqual([]);
});
