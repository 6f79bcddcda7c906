/**
 * Issue 4's story: the admin signs in through the login page, creates a category and renames
 * it in the Edit Category modal, creates a product with a photo, finds it in the storefront
 * with its photo; a shopper orders it; the admin marks the order Shipped and the shopper sees
 * it; a plain user is turned away from the admin area; deleting the product leaves the
 * shopper's order intact. Every admin screen is photographed.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { loginAdmin, signedInShopper } from './support/api';
import { buttonShowing, productCard } from './support/catalogue';
import { env } from './support/env';
import { expect, test } from './support/fixtures';
import { openCart, openDashboard, searchFor } from './support/navbar';
import { screenshot } from './support/screenshot';
import { openSignedIn, stored } from './support/session';

/** A 300×300 coloured square, as a real PNG file. */
const squarePng = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 46, g: 134, b: 222 } } })
    .png()
    .toBuffer();

/** Whether the image has really loaded (a broken or pending image has naturalWidth 0). */
const naturalWidth = (page: Page, alt: string) =>
  page
    .getByRole('main')
    .getByRole('img', { name: alt, exact: true })
    .first()
    .evaluate((img: HTMLImageElement) => img.naturalWidth);

const adminLink = (page: Page, name: RegExp) => page.getByRole('main').getByRole('link', { name }).filter({ visible: true }).first();

test('the admin runs the shop: category, product with photo, order shipped, product deleted', async ({ page, request }) => {
  const id = randomBytes(3).toString('hex');
  const categoryName = `E2E Herbal ${id}`;
  const renamed = `E2E Herbal Remedies ${id}`;
  const productName = `E2E Tulsi Drops ${id}`;
  const description = 'Holy basil drops for a soothing throat. Add ten drops to warm water twice a day.';
  const shopperAccount = await signedInShopper(request, 'admin-story');
  const { shopper } = shopperAccount;

  await test.step('the admin signs in through the login page', async () => {
    await page.goto('/login');
    const form = page.getByRole('main');
    await form.getByLabel(/^E-?mail/i).fill(env.admin.email);
    await form.getByLabel(/^Password/).fill(env.admin.password);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login$/);
    const auth = await stored<{ user: { name: string; role: number } }>(page, 'auth');
    expect(auth?.user.role).toBe(1);
    await openDashboard(page, auth!.user.name || env.admin.email);
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await expect(page.getByRole('main').getByText(env.admin.email)).toBeVisible();
    await screenshot(page, 'admin-01-dashboard');
  });

  await test.step('Manage Categories: create a category', async () => {
    await adminLink(page, /create category/i).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/create-category$/);
    await expect(page).toHaveTitle('Admin - Create Category');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Manage Categories' })).toBeVisible();
    await expect(main.getByText('Create New Category')).toBeVisible();
    await expect(main.getByText('Existing Categories')).toBeVisible();
    await expect(main.getByRole('columnheader', { name: 'Category Name' })).toBeVisible();
    await expect(main.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expect(main.getByRole('cell', { name: 'Pain Relief', exact: true })).toBeVisible();

    const field = main.getByRole('textbox').first();
    await field.fill(categoryName);
    await main.getByRole('button', { name: 'Create Category' }).click();
    await expect(page.getByText(`${categoryName} is created successfully!`)).toBeVisible();
    await expect(main.getByRole('cell', { name: categoryName, exact: true })).toBeVisible();
    await expect(field).toHaveValue('');
    await screenshot(page, 'admin-02-categories');
  });

  await test.step("rename it in the 'Edit Category' modal", async () => {
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: categoryName, exact: true }) });
    await buttonShowing(row, 'Edit').click();
    const dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('textbox');
    await expect(field).toHaveValue(categoryName);
    await field.fill(renamed);
    await screenshot(page, 'admin-03-edit-category');
    await dialog.getByRole('button', { name: 'Update Category' }).click();
    await expect(page.getByText(`${renamed} updated successfully!`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const main = page.getByRole('main');
    await expect(main.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
    await expect(main.getByRole('cell', { name: categoryName, exact: true })).toHaveCount(0);
  });

  await test.step('create a product with a photo', async () => {
    await adminLink(page, /create product/i).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/create-product$/);
    const main = page.getByRole('main');
    const category = main.getByRole('combobox', { name: /category/i });
    await category.click();
    await category.fill(renamed.slice(0, 12));
    await page.getByRole('option', { name: renamed }).click();

    await main.locator('input[type="file"]').setInputFiles({ name: 'tulsi.png', mimeType: 'image/png', buffer: await squarePng() });
    const preview = main.getByRole('img').first();
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    expect((await preview.boundingBox())!.height).toBeLessThanOrEqual(250);

    await main.getByLabel(/^Name/).fill(productName);
    await main.getByLabel(/^Description/).fill(description);
    await main.getByLabel(/^Price/).fill('149');
    await main.getByLabel(/^Quantity/).fill('25');
    await main.getByRole('combobox', { name: /shipping/i }).click();
    // Chosen by keyboard, as a keyboard user would (storefront-phone.spec.ts taps the option).
    await expect(page.getByRole('option', { name: 'Yes' })).toBeVisible();
    await page.keyboard.type('Yes');
    await page.keyboard.press('Enter');
    await screenshot(page, 'admin-04-create-product');

    await main.getByRole('button', { name: 'CREATE PRODUCT' }).click();
    await expect(page.getByText('Product created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/admin\/products$/, { timeout: 5_000 });
    await expect(productCard(page.getByRole('main'), productName)).toBeVisible();
    await screenshot(page, 'admin-05-products');
  });

  const product = (await (await request.get(`/api/v1/products/search/${encodeURIComponent(productName)}`)).json()).find(
    (p: { name: string }) => p.name === productName,
  );

  await test.step('Update Product shows it with its photo', async () => {
    await productCard(page.getByRole('main'), productName).getByRole('link').first().click();
    await expect(page).toHaveURL(`/dashboard/admin/products/${product.slug}`);
    const main = page.getByRole('main');
    await expect(main.getByLabel(/^Name/)).toHaveValue(productName);
    await expect(main.getByRole('button', { name: 'UPDATE' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'DELETE' })).toBeVisible();
    await expect.poll(() => naturalWidth(page, productName)).toBeGreaterThan(0);
    await screenshot(page, 'admin-06-update-product');
  });

  await test.step('the storefront finds it, with its photo', async () => {
    await page.goto('/');
    await searchFor(page, productName);
    await expect(page).toHaveURL(/\/search$/);
    const card = productCard(page.getByRole('main'), productName);
    await expect(card).toBeVisible();
    // The results may re-render as the search settles; scroll and check the photo as one retried step.
    await expect(async () => {
      await card.scrollIntoViewIfNeeded({ timeout: 2000 });
      expect(await naturalWidth(page, productName)).toBeGreaterThan(0);
    }).toPass({ timeout: 15_000 });
    await screenshot(page, 'admin-07-storefront-search');
  });

  await test.step('a shopper orders it', async () => {
    await openSignedIn(page, shopperAccount, `/products/${product.slug}`);
    await buttonShowing(page.getByRole('main'), 'Add to Cart').first().click();
    await expect(page.getByText(/added to cart!$/).first()).toBeVisible();
    await openCart(page);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('button', { name: 'Place Order (Cash on Delivery)' }).click();
    await expect(page.getByText('Order placed successfully! (Cash on Delivery)')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'View my orders' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/orders$/);
    await expect(page.getByRole('main').getByText(productName, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('Not Processed').first()).toBeVisible();
  });

  const admin = await loginAdmin(request);

  await test.step("the admin moves the order to 'Shipped'", async () => {
    await openSignedIn(page, admin, '/dashboard/admin/orders');
    const order = page.getByRole('main').getByRole('article').filter({ hasText: productName }).filter({ hasText: shopper.name });
    await expect(order).toBeVisible();
    await expect(order.getByText('Cash on Delivery')).toBeVisible();
    await screenshot(page, 'admin-08-orders');
    await order.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Shipped' }).click();
    await expect(page.getByText('Order status updated successfully!')).toBeVisible();
    await expect(order.getByRole('combobox')).toHaveText('Shipped');
    await page.reload();
    await expect(order.getByRole('combobox')).toHaveText('Shipped');
  });

  await test.step("the shopper sees 'Shipped'", async () => {
    await openSignedIn(page, shopperAccount, '/dashboard/user/orders');
    const main = page.getByRole('main');
    await expect(main.getByText(productName, { exact: true })).toBeVisible();
    await expect(main.getByText('Shipped', { exact: true })).toBeVisible();
  });

  await test.step('a plain user who opens /dashboard/admin is told it is for administrators', async () => {
    await page.goto('/dashboard/admin');
    // While the role is checked the guard says it may redirect; a signed-in shopper then learns the page is for administrators (issue 15).
    await expect(page.getByRole('main')).toContainText('This page is for administrators');
    await screenshot(page, 'admin-09-guard-refuses-user');
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
  });

  await test.step('the admin deletes the product from All Products', async () => {
    await openSignedIn(page, admin, '/dashboard/admin/products');
    const main = page.getByRole('main');
    await main.getByRole('searchbox').fill(productName);
    const card = productCard(main, productName);
    await expect(card).toBeVisible();
    page.once('dialog', async (dialog) => {
      expect(dialog.message()).toBe(`Are you sure you want to delete "${productName}"? This action cannot be undone.`);
      await dialog.accept();
    });
    await buttonShowing(card, 'Delete').click();
    await expect(page.getByText(`${productName} deleted successfully!`)).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await request.get(`/api/v1/products/get-product/${product.slug}`)).status()).toBe(404);
  });

  await test.step("the shopper's order outlives the product", async () => {
    await openSignedIn(page, shopperAccount, '/dashboard/user/orders');
    const main = page.getByRole('main');
    await expect(main.getByText(productName, { exact: true })).toBeVisible();
    await expect(main.getByText('Shipped', { exact: true })).toBeVisible();
    await screenshot(page, 'admin-10-order-after-delete');
  });
});
