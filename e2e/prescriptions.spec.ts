/**
 * Issue 13's journeys, desktop and phone: a shopper orders a Schedule H medicine, is asked for a
 * prescription, uploads a photo and sees the order under review; the pharmacist (an admin) sees
 * the photo in the queue, approves, and ships; the shopper sees it. Then a rejection with a
 * reason: the order is cancelled, its stock comes back and the shopper reads the reason.
 * Screens are saved under /work/shots/rx-client for people to look at.
 */
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { authHeader, loginAdmin, type SignedIn, signedInShopper } from './support/api';
import { buttonShowing } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { prescriptionPdf, prescriptionPhoto } from './support/prescription-files';
import { openSignedIn } from './support/session';

type Product = { _id: string; name: string; slug: string; rxRequired: boolean; quantity: number };
type Order = { _id: string; status: string; prescription: { status: string; reason: string | null } };

const SHOTS = process.env.RX_SHOTS_DIR || '/work/shots/rx-client';

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${test.info().project.name}-${name}.png`), fullPage: true, animations: 'disabled' });
}

/** A Schedule H medicine of the demo catalogue with stock to spare. */
async function rxMedicine(request: APIRequestContext): Promise<Product> {
  const res = await request.get('/api/v1/products/search/metformin');
  expect(res.status()).toBe(200);
  const found = ((await res.json()) as Product[]).find((p) => p.rxRequired && p.quantity >= 5);
  if (!found) throw new Error('the demo catalogue has no prescription medicine containing metformin in stock');
  return found;
}

const stockOf = async (request: APIRequestContext, product: Product) =>
  ((await (await request.get(`/api/v1/products/get-product/${product.slug}`)).json()) as { product: Product }).product.quantity;

async function latestOrder(request: APIRequestContext, shopper: SignedIn): Promise<Order> {
  const res = await request.get('/api/v1/auth/orders', { headers: authHeader(shopper.token) });
  return ((await res.json()) as Order[])[0];
}

/** As the shopper: add the medicine, open the cart, upload the files and place the order. */
async function orderWithPrescription(page: Page, product: Product, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const main = page.getByRole('main');
  await page.goto(`/products/${product.slug}`);
  await buttonShowing(main, 'Add to Cart').first().click();
  await page.goto('/cart');
  await expect(main.getByRole('listitem').filter({ hasText: product.name })).toContainText('Prescription required');
  await main.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const place = main.getByRole('button', { name: 'Place Order (Cash on Delivery)' });
  await expect(place).toBeDisabled();
  await main.getByLabel('Choose prescription files').setInputFiles(files);
  await main.getByLabel("Doctor's name (optional)").fill('A. Mehta');
  await main.getByLabel('Patient name (optional)').fill('E2E Shopper');
  await shot(page, 'checkout-prescription-step');
  await main.getByRole('button', { name: 'Upload prescription' }).click();
  await expect(main.getByText(/Prescription uploaded/)).toBeVisible();
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/dashboard\/user\/orders\/[0-9a-f-]{36}$/);
}

/** The admin's queue entry for the shopper's order. */
const queueEntry = (page: Page, shopper: SignedIn) => page.getByRole('main').getByRole('article').filter({ hasText: shopper.user.name });

test('a shopper uploads a prescription photo; the pharmacist sees it, approves and ships; the shopper sees it', async ({
  page,
  request,
}) => {
  const product = await rxMedicine(request);
  const shopper = await signedInShopper(request, 'rx');
  const admin = await loginAdmin(request);
  const photo = { name: 'prescription.jpg', mimeType: 'image/jpeg', buffer: await prescriptionPhoto() };

  await test.step('the shopper orders with a photo of the prescription and sees it under review', async () => {
    await openSignedIn(page, shopper, '/');
    await orderWithPrescription(page, product, [photo]);
    await page.goto('/dashboard/user/orders');
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('Prescription under review');
  });

  const order = await latestOrder(request, shopper);
  expect(order.prescription.status).toBe('Pending review');

  await test.step('the pharmacist sees the photo in the queue and approves', async () => {
    await openSignedIn(page, admin, '/dashboard/admin/prescriptions');
    const entry = queueEntry(page, shopper);
    await expect(entry).toContainText(`${product.name} (Schedule H`);
    const img = entry.getByRole('img', { name: 'Prescription photo 1' });
    await expect(img).toBeVisible();
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'admin-prescriptions');
    await entry.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Prescription approved.')).toBeVisible();
    await expect(queueEntry(page, shopper)).toHaveCount(0);
  });

  await test.step('the admin ships the order', async () => {
    await page.goto('/dashboard/admin/orders');
    const card = page.getByRole('article', { name: `Order ${order._id.slice(0, 8)}` });
    await card.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Shipped' }).click();
    await expect(page.getByText('Order status updated successfully!')).toBeVisible();
  });

  await test.step('the shopper sees it approved and shipped, and the prescription in My Prescriptions', async () => {
    await openSignedIn(page, shopper, '/dashboard/user/orders');
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).toContainText('Shipped');
    await expect(card).toContainText('Prescription approved');
    await page.getByRole('link', { name: 'My Prescriptions' }).click();
    await expect(page).toHaveTitle(/^My Prescriptions - /);
    const prescription = page.getByRole('main').getByRole('article').first();
    await expect(prescription).toContainText('Approved');
    await expect(prescription).toContainText('Valid until');
    await expect(prescription.getByRole('img', { name: 'Prescription photo 1' })).toBeVisible();
    await shot(page, 'my-prescriptions');
  });
});

test('a rejected prescription: the order is cancelled, its stock comes back, and the shopper reads the reason', async ({
  page,
  request,
}) => {
  const product = await rxMedicine(request);
  const shopper = await signedInShopper(request, 'rxno');
  const admin = await loginAdmin(request);
  const reason = 'The prescription is not signed by the doctor';
  const files = [
    { name: 'prescription.jpg', mimeType: 'image/jpeg', buffer: await prescriptionPhoto() },
    { name: 'prescription.pdf', mimeType: 'application/pdf', buffer: await prescriptionPdf() },
  ];
  const before = await stockOf(request, product);

  await openSignedIn(page, shopper, '/');
  await orderWithPrescription(page, product, files);
  expect(await stockOf(request, product)).toBe(before - 1);

  await test.step('the pharmacist sees the photo and the PDF, and rejects with a reason', async () => {
    await openSignedIn(page, admin, '/dashboard/admin/prescriptions');
    const entry = queueEntry(page, shopper);
    await expect(entry.getByRole('img', { name: 'Prescription photo 1' })).toBeVisible();
    await expect(entry.locator('iframe[title="Prescription PDF 2"]')).toBeVisible();
    await shot(page, 'admin-prescriptions-photo-and-pdf');
    const dialog = page.getByRole('dialog', { name: 'Reject prescription' });
    // The dialog's code loads on first use: on a loaded machine the first click may land before it can open.
    await expect(async () => {
      if (!(await dialog.isVisible())) await entry.getByRole('button', { name: 'Reject' }).click();
      await expect(dialog).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await expect(dialog).toContainText(`${reason.length}/300`);
    await dialog.getByRole('button', { name: 'Reject and cancel order' }).click();
    await expect(page.getByText('Prescription rejected and the order cancelled.')).toBeVisible();
    await expect(queueEntry(page, shopper)).toHaveCount(0);
  });

  expect(await stockOf(request, product)).toBe(before);

  await test.step('the shopper reads the reason and what to do next', async () => {
    await openSignedIn(page, shopper, '/dashboard/user/orders');
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).toContainText(`Prescription rejected: ${reason}`);
    await expect(card).toContainText('Upload a new prescription and order again.');
    await expect(card).toContainText('Cancel');
    await shot(page, 'my-orders-rejected');
  });

  await test.step('the pharmacy details page, linked from the footer', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pharmacy details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pharmacy details' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Pharmacist in charge');
    await shot(page, 'pharmacy-details');
  });
});
