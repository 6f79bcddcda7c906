/**
 * Issue 3's journey: a visitor browses the demo catalogue, filters by category and by price
 * band, searches, opens a product, adds it to the cart, is asked to log in, registers, logs
 * in, comes back to the cart, places a cash-on-delivery order and finds it under Your Orders;
 * a reload keeps the cart and the session, logout clears them. Every screen is photographed.
 */
import type { Page } from '@playwright/test';
import { newShopper, signedInShopper } from './support/api';
import { buttonShowing, linkShowing, productCard, productCards } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { expectSignedInAs, isPhone, logout, openCart, searchFor } from './support/navbar';
import { screenshot } from './support/screenshot';
import { openSignedIn, stored } from './support/session';

type Product = { _id: string; name: string; slug: string; price: number; category: { _id: string; name: string } };

const headingsOf = (page: Page) => productCards(page.getByRole('main')).getByRole('heading').allTextContents();

/** The filter sidebar, opened with Show Filters on a phone. */
async function filters(page: Page) {
  if (isPhone(page) && !(await page.getByRole('checkbox').first().isVisible())) {
    await page.getByRole('button', { name: 'Show Filters' }).click();
  }
  return page.getByRole('main');
}

test('a visitor browses, filters, searches, registers, orders cash on delivery and logs out', async ({ page, request }) => {
  const shopper = newShopper('journey');
  const categories: { _id: string; name: string }[] = (await (await request.get('/api/v1/category/get-category')).json()).category;
  const painRelief = categories.find((c) => c.name === 'Pain Relief')!;
  const filtered = async (checked: string[], radio: number[]): Promise<Product[]> =>
    (await (await request.post('/api/v1/products/product-filters', { data: { checked, radio } })).json()).products;

  await test.step('home shows the first page of the catalogue', async () => {
    await page.goto('/');
    await expect(productCards(page.getByRole('main'))).toHaveCount(12);
    await screenshot(page, 'shopper-01-home');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(productCards(page.getByRole('main'))).toHaveCount(24);
  });

  await test.step('filter by category', async () => {
    const expected = (await filtered([painRelief._id], [])).map((p) => p.name);
    const sidebar = await filters(page);
    await sidebar.getByRole('checkbox', { name: painRelief.name }).check();
    await expect.poll(() => headingsOf(page)).toEqual(expected);
    await screenshot(page, 'shopper-02-filter-category');
    await sidebar.getByRole('checkbox', { name: painRelief.name }).uncheck();
  });

  await test.step('filter by price band', async () => {
    const expected = (await filtered([], [20, 39])).map((p) => p.name);
    const sidebar = await filters(page);
    await sidebar.getByRole('radio', { name: '₹20 to ₹39' }).check();
    await expect.poll(() => headingsOf(page)).toEqual(expected);
    await screenshot(page, 'shopper-03-filter-price');
  });

  await test.step('RESET FILTERS brings back the whole catalogue', async () => {
    const sidebar = await filters(page);
    await sidebar.getByRole('button', { name: 'RESET FILTERS' }).click();
    await expect(page.getByText('Filters reset!')).toBeVisible();
    await expect(productCards(page.getByRole('main'))).toHaveCount(12);
    // On a phone, reset also closes the sidebar.
    if (isPhone(page)) await expect(page.getByRole('button', { name: 'Show Filters' })).toBeVisible();
    await expect((await filters(page)).getByRole('radio', { name: '₹20 to ₹39' })).not.toBeChecked();
    await screenshot(page, 'shopper-03b-filters-reset');
  });

  const results: Product[] = await (await request.get('/api/v1/products/search/para')).json();
  const product = results.find((p) => p.name.startsWith('Paracetamol 500 mg'))!;

  await test.step("search for 'para'", async () => {
    await searchFor(page, 'para');
    await expect(page).toHaveURL(/\/search$/);
    const main = page.getByRole('main');
    await expect(main).toContainText('para');
    await expect(main).toContainText(String(results.length));
    await expect.poll(() => headingsOf(page)).toEqual(results.map((p) => p.name));
    await screenshot(page, 'shopper-04-search');
  });

  await test.step('open a product and add it to the cart', async () => {
    await linkShowing(productCard(page.getByRole('main'), product.name), 'Details').click();
    await expect(page).toHaveURL(`/products/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const related: Product[] = (await (await request.get(`/api/v1/products/related-product/${product._id}/${product.category._id}`)).json())
      .products;
    for (const similar of related) await expect(productCard(page.getByRole('main'), similar.name)).toBeVisible();
    await screenshot(page, 'shopper-05-product');

    const add = buttonShowing(page.getByRole('main'), 'Add to Cart').first();
    await add.click();
    await expect(page.getByText(/added to cart!$/).first()).toBeVisible();
    await add.click();
    await expect(
      page.getByText(/^(This item is already in your cart!|Item already in cart!)( Change its quantity in your cart\.)?$/).first(),
    ).toBeVisible();
    expect((await stored<Product[]>(page, 'cart'))!.map((p) => p._id)).toEqual([product._id]);
  });

  await test.step('the cart asks a visitor to log in', async () => {
    await openCart(page);
    const main = page.getByRole('main');
    await expect(main.getByText(product.name, { exact: true })).toBeVisible();
    await expect(main.getByText('Please login to proceed to checkout.')).toBeVisible();
    await expect(main).toContainText(`₹${product.price}`);
    await screenshot(page, 'shopper-06-cart-visitor');
    await main.getByRole('button', { name: 'Login to Checkout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await screenshot(page, 'shopper-07-login');
  });

  await test.step('register', async () => {
    await page
      .getByRole('main')
      .getByRole('link', { name: /register|sign up|create an account/i })
      .click();
    await expect(page).toHaveURL(/\/register$/);
    const form = page.getByRole('main');
    await form.getByLabel(/^Name/).fill(shopper.name);
    await form.getByLabel(/^E-?mail/i).fill(shopper.email);
    await form.getByLabel(/^Password/).fill(shopper.password);
    await form.getByLabel(/^Phone/).fill(shopper.phone);
    await form.getByLabel(/^Address/).fill(shopper.address);
    await form.getByPlaceholder('YYYY').fill(shopper.answer);
    await screenshot(page, 'shopper-08-register');
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('log in', async () => {
    const form = page.getByRole('main');
    await form.getByLabel(/^E-?mail/i).fill(shopper.email);
    await form.getByLabel(/^Password/).fill(shopper.password);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login$/);
    await expectSignedInAs(page, shopper.name);
    const auth = await stored<{ user: { email: string }; token: string }>(page, 'auth');
    expect(auth?.user.email).toBe(shopper.email);
    expect(auth?.token).toBeTruthy();
  });

  const checkout = page.getByRole('button', { name: 'Proceed to Checkout' });
  const placeOrder = page.getByRole('button', { name: 'Place Order (Cash on Delivery)' });

  await test.step('back in the cart, the address from registration is there', async () => {
    await openCart(page);
    const main = page.getByRole('main');
    await expect(main.getByText(product.name, { exact: true })).toBeVisible();
    await expect(main.getByText(shopper.address)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Update Address' })).toBeVisible();
    await expect(checkout).toBeEnabled();
    await screenshot(page, 'shopper-09-cart-signed-in');
  });

  await test.step('a reload keeps the cart and the session', async () => {
    await page.reload();
    await expect(page.getByRole('main').getByText(product.name, { exact: true })).toBeVisible();
    await expect(checkout).toBeEnabled();
    await expectSignedInAs(page, shopper.name);
  });

  await test.step('Update Address opens the profile with the address', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Update Address' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/profile$/);
    await expect(page.getByRole('main').getByLabel(/^Address/)).toHaveValue(shopper.address);
    await screenshot(page, 'shopper-10-profile');
    await openCart(page);
  });

  await test.step('review and place the cash-on-delivery order', async () => {
    await checkout.click();
    await expect(page).toHaveURL(/\/checkout$/);
    await placeOrder.click();
    await expect(page.getByText('Order placed successfully! (Cash on Delivery)')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/user\/orders\/[0-9a-f-]+$/);
    await page.getByRole('main').getByRole('link', { name: 'View my orders' }).click();
    const order = page.getByRole('main');
    await expect(order.getByText(product.name, { exact: true })).toBeVisible();
    await expect(order.getByText('Not Processed', { exact: true }).first()).toBeVisible();
    await expect(order.getByText('Cash on Delivery')).toBeVisible();
    await expect(order.getByText(shopper.name, { exact: true })).toBeVisible();
    expect((await stored<Product[]>(page, 'cart')) ?? []).toHaveLength(0);
    await screenshot(page, 'shopper-11-orders');
  });

  await test.step('the user dashboard shows the profile', async () => {
    await page.goto('/dashboard/user');
    const main = page.getByRole('main');
    await expect(main.getByText(shopper.email)).toBeVisible();
    await expect(main.getByText(shopper.address)).toBeVisible();
    await screenshot(page, 'shopper-12-dashboard');
  });

  await test.step('logout clears the session', async () => {
    await logout(page, shopper.name);
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await stored(page, 'auth')).toBeNull();
    await page.reload();
    await page.goto('/cart');
    // Logout empties the cart too, and an empty cart offers no checkout at all.
    await expect(page.getByRole('main').getByText('Your cart is empty!')).toBeVisible();
    await expect(page.getByRole('main').getByText('Please login to proceed to checkout.')).toHaveCount(0);
    await screenshot(page, 'shopper-13-after-logout');
  });
});

test('logout empties the cart as well as the session (issue 3: "logout clears them")', async ({ page, request }) => {
  const { shopper, ...auth } = await signedInShopper(request, 'logout');
  await openSignedIn(page, auth, '/');
  await buttonShowing(productCards(page.getByRole('main')).first(), 'Add to Cart').click();
  await expect(page.getByText(/added to cart!$/).first()).toBeVisible();
  expect((await stored<Product[]>(page, 'cart')) ?? []).toHaveLength(1);

  await logout(page, shopper.name);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  expect(await stored(page, 'auth')).toBeNull();
  expect((await stored<Product[]>(page, 'cart')) ?? []).toHaveLength(0);
  await page.reload();
  expect((await stored<Product[]>(page, 'cart')) ?? []).toHaveLength(0);
});
