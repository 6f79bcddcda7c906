/**
 * Issue 14's journey: a shopper sets a quantity of 3 in the cart, sees the server's quote,
 * reviews the order, places it, lands on its confirmation, downloads the invoice and cancels
 * the order. A second order is shipped by the administrator in All Orders, and the shopper
 * sees it in the timeline. Buy again on the cancelled order fills the cart again.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { authHeader, loginAdmin, signedInShopper } from './support/api';
import { buttonShowing } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { openCart } from './support/navbar';
import { screenshot } from './support/screenshot';
import { openSignedIn, stored } from './support/session';

type Product = { _id: string; name: string; slug: string; price: number; quantity: number; rxRequired: boolean; maxPerOrder: number };
type Quote = { itemsTotal: number; deliveryFee: number; total: number };

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** The figure the order summary (the page's last list of figures) shows beside exactly `label`. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .last()
    .locator('xpath=following-sibling::dd[1]');

test('a shopper orders 3 units, sees the quote, reviews, places, gets the invoice and cancels; follows a shipped order; buys again', async ({
  page,
  request,
}) => {
  const shopper = await signedInShopper(request, 'orders');
  const results: Product[] = await (await request.get('/api/v1/products/search/tablet')).json();
  const product = results.find((p) => !p.rxRequired && p.quantity >= 10 && p.maxPerOrder >= 3)!;
  expect(product, 'an OTC product with stock for two orders of 3').toBeTruthy();
  const quote: Quote = await (await request.post('/api/v1/orders/quote', { data: { cart: [{ _id: product._id, quantity: 3 }] } })).json();
  const main = page.getByRole('main');
  let orderNumber = '';

  await test.step('add the product and set its quantity to 3 in the cart', async () => {
    await openSignedIn(page, shopper, `/products/${product.slug}`);
    await buttonShowing(main, 'Add to Cart').first().click();
    await openCart(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    const more = main.getByRole('button', { name: `Increase quantity of ${product.name}` });
    await more.click();
    await more.click();
    await expect(main.getByRole('group', { name: `Quantity of ${product.name}` }).getByRole('status')).toHaveText('3');
    await expect(figure(page, 'Total')).toHaveText(rupees(quote.total));
    await expect(figure(page, 'Items total')).toHaveText(rupees(quote.itemsTotal));
    await expect(figure(page, 'Delivery fee')).toHaveText(quote.deliveryFee > 0 ? rupees(quote.deliveryFee) : 'Free');
    expect((await stored<{ _id: string; cartQuantity: number }[]>(page, 'cart'))!.map((p) => [p._id, p.cartQuantity])).toEqual([
      [product._id, 3],
    ]);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' }).filter({ visible: true })).toBeVisible();
    await screenshot(page, 'orders-01-cart');
  });

  await test.step('review the order and place it', async () => {
    await main.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
    await expect(main.getByText(`× 3`)).toBeVisible();
    await expect(main.getByText(shopper.shopper.address)).toBeVisible();
    await expect(figure(page, 'Total')).toHaveText(rupees(quote.total));
    await screenshot(page, 'orders-02-review');
    await main.getByRole('button', { name: 'Place Order (Cash on Delivery)' }).click();
    await expect(main.getByText('Order placed successfully! (Cash on Delivery)')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/user\/orders\/[0-9a-f-]+$/);
    orderNumber = (await main.getByText('Order number:').locator('b').textContent())!;
    await expect(main.getByText(rupees(quote.total))).toBeVisible();
    await expect(main.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    expect(await stored(page, 'cart')).toEqual([]);
    await screenshot(page, 'orders-03-confirmation');
  });

  await test.step('download the invoice', async () => {
    const answer = page.waitForResponse(/\/invoice$/);
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Invoice' }).click();
    expect((await answer).headers()['content-type']).toBe('application/pdf');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^INV.*\.pdf$/);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2000);
  });

  await test.step('cancel it with a reason', async () => {
    await main.getByRole('link', { name: 'View my orders' }).click();
    const card = main.getByRole('article', { name: `Order ${orderNumber}` });
    await card.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
    await dialog.getByRole('radio', { name: 'Ordered by mistake' }).check();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Order cancelled.')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Order timeline' })).toContainText('Not Processed → Cancel');
    await expect(card.getByRole('list', { name: 'Order timeline' })).toContainText('Ordered by mistake');
    await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  const second = await request.post('/api/v1/products/create', {
    headers: authHeader(shopper.token),
    data: { cart: [{ _id: product._id, quantity: 1 }], address: shopper.shopper.address, paymentMethod: 'COD' },
  });
  expect(second.status(), await second.text()).toBe(201);
  const secondNumber: string = (await second.json()).order.number;

  await test.step('the administrator ships the second order', async () => {
    const admin = await loginAdmin(request);
    await openSignedIn(page, admin, '/dashboard/admin/orders');
    const card = main.getByRole('article', { name: `Order ${secondNumber}` });
    await card.getByRole('combobox', { name: 'Status' }).click();
    await expect(page.getByRole('option')).toHaveText(['Not Processed', 'Processing', 'Shipped', 'Delivered', 'Cancel']);
    await page.getByRole('option', { name: 'Shipped' }).click();
    await expect(page.getByText('Order status updated successfully!')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Order timeline' })).toContainText('Not Processed → Shipped');
    await card.getByRole('combobox', { name: 'Status' }).click();
    await expect(page.getByRole('option')).toHaveText(['Shipped', 'Delivered']);
    await page.keyboard.press('Escape');
    await screenshot(page, 'orders-05-admin-orders');
  });

  await test.step('the shopper sees it shipped in the timeline, and buys the cancelled order again', async () => {
    await openSignedIn(page, shopper, '/dashboard/user/orders');
    const shipped = main.getByRole('article', { name: `Order ${secondNumber}` });
    await expect(shipped.getByRole('list', { name: 'Order timeline' })).toContainText('Not Processed → Shipped');
    await expect(shipped.getByRole('list', { name: 'Order timeline' })).toContainText('by the pharmacy');
    await expect(shipped.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await screenshot(page, 'orders-04-orders');
    const cancelled = main.getByRole('article', { name: `Order ${orderNumber}` });
    await cancelled.getByRole('button', { name: 'Buy again' }).click();
    await expect(cancelled.getByText(`Added to your cart: ${product.name}.`)).toBeVisible();
    expect((await stored<{ _id: string; cartQuantity: number }[]>(page, 'cart'))!.map((p) => [p._id, p.cartQuantity])).toEqual([
      [product._id, 3],
    ]);
    await cancelled.getByRole('link', { name: 'View cart' }).click();
    await expect(main.getByRole('group', { name: `Quantity of ${product.name}` }).getByRole('status')).toHaveText('3');
  });
});
