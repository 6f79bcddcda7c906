/**
 * Issue 12's journeys: a shopper searches a salt, opens a brand, sees the cheaper brands of the
 * same composition, opens one and adds it to the cart; an admin creates a prescription medicine
 * with two salts and finds it in the shop with its Rx mark. Brands are picked from what the demo
 * catalogue serves (its names are not hard-coded here). Every screen is photographed.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { loginAdmin } from './support/api';
import { buttonShowing, linkShowing, productCard, productCards } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { searchFor } from './support/navbar';
import { screenshot } from './support/screenshot';
import { openSignedIn, stored } from './support/session';

type Salt = { name: string; strength: string };
type Product = {
  _id: string;
  name: string;
  slug: string;
  price: number;
  mrp: number;
  discountPercent: number;
  composition: Salt[];
  rxRequired: boolean;
  quantity: number;
};
type Substitute = Product & { savingPercent: number };

const SALT = 'paracetamol';
const RX = 'Prescription required';

const getJson = async <T>(request: APIRequestContext, url: string): Promise<T> => {
  const res = await request.get(url);
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
};

const searchResults = (request: APIRequestContext, keyword: string) =>
  getJson<Product[]>(request, `/api/v1/products/search/${encodeURIComponent(keyword)}`);

const substitutesOf = async (request: APIRequestContext, product: Product) =>
  (await getJson<{ products: Substitute[] }>(request, `/api/v1/products/substitutes/${product._id}`)).products;

/** A brand containing the salt that has cheaper substitutes in stock, with those substitutes (cheapest first, as the server sends them). */
async function brandWithCheaperSubstitutes(request: APIRequestContext) {
  const brands = (await searchResults(request, SALT)).filter((p) => p.composition.some((salt) => salt.name.toLowerCase().includes(SALT)));
  for (const brand of brands) {
    const cheaper = (await substitutesOf(request, brand)).filter((s) => s.savingPercent > 0);
    if (cheaper.some((s) => s.quantity > 0)) return { brand, cheaper };
  }
  throw new Error(`the demo catalogue has no ${SALT} brand with a cheaper substitute in stock`);
}

const headingsOf = (page: Page) => productCards(page.getByRole('main')).getByRole('heading').allTextContents();

test('a shopper searches a salt, opens a brand, compares its substitutes and buys a cheaper one', async ({ page, request }) => {
  const { brand, cheaper } = await brandWithCheaperSubstitutes(request);
  const results = await searchResults(request, SALT);
  const main = page.getByRole('main');

  await test.step(`search for '${SALT}': every brand containing it`, async () => {
    await page.goto('/');
    await searchFor(page, SALT);
    await expect(page).toHaveURL(/\/search$/);
    await expect(main).toContainText(`Found ${results.length} ${results.length === 1 ? 'result' : 'results'} for "${SALT}"`);
    await expect.poll(() => headingsOf(page)).toEqual(results.map((p) => p.name));
    const card = productCard(main, brand.name);
    if (brand.rxRequired) await expect(card.getByRole('img', { name: RX })).toBeVisible();
    if (brand.discountPercent > 0) await expect(card).toContainText(`${brand.discountPercent}% off`);
    await screenshot(page, 'medicines-01-search-salt');
  });

  await test.step('open a brand: its facts and its cheaper substitutes', async () => {
    await linkShowing(productCard(main, brand.name), 'Details').click();
    await expect(page).toHaveURL(`/products/${brand.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
    await expect(main.getByText(/^MRP .*\(inclusive of all taxes\)$/)).toBeVisible();
    if (brand.rxRequired) await expect(main.getByRole('alert')).toContainText(RX);
    for (const salt of brand.composition) await expect(main.getByRole('link', { name: salt.name, exact: true })).toBeVisible();

    await expect(main.getByRole('heading', { level: 2, name: 'Substitutes with the same composition' })).toBeVisible();
    const list = main.getByRole('list', { name: 'Substitutes' });
    await expect(list.getByRole('listitem')).toHaveCount(cheaper.length);
    await expect(list.getByRole('link')).toHaveText(cheaper.map((s) => s.name));
    for (const substitute of cheaper) {
      await expect(list.getByRole('listitem').filter({ hasText: substitute.name })).toContainText(
        `Save ${substitute.savingPercent}% per unit`,
      );
    }
    await expect(main.getByRole('heading', { level: 2, name: 'Similar Products' })).toBeVisible();
    await screenshot(page, 'medicines-02-brand');
  });

  const choice = cheaper.find((s) => s.quantity > 0)!;

  await test.step('open a cheaper one and add it to the cart', async () => {
    await main.getByRole('list', { name: 'Substitutes' }).getByRole('link', { name: choice.name, exact: true }).click();
    await expect(page).toHaveURL(`/products/${choice.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: choice.name })).toBeVisible();
    await screenshot(page, 'medicines-03-cheaper-brand');
    await buttonShowing(main, 'Add to Cart').first().click();
    await expect(page.getByText(`${choice.name} added to cart!`)).toBeVisible();
    expect((await stored<Product[]>(page, 'cart'))!.map((p) => p._id)).toEqual([choice._id]);
  });

  await test.step('a salt on the page searches for itself', async () => {
    const salt = choice.composition[0];
    const expected = await searchResults(request, salt.name);
    await main.getByRole('link', { name: salt.name, exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect.poll(() => headingsOf(page)).toEqual(expected.map((p) => p.name));
  });
});

test('an admin creates a prescription medicine with two salts and the shop shows it with its Rx mark', async ({ page, request }) => {
  const id = randomBytes(3).toString('hex');
  const name = `E2E Amoxyclav 625 ${id}`;
  const salts: Salt[] = [
    { name: 'Amoxycillin', strength: '500 mg' },
    { name: 'Clavulanic Acid', strength: '125 mg' },
  ];
  const categories: { name: string }[] = (await getJson<{ category: { name: string }[] }>(request, '/api/v1/category/get-category'))
    .category;
  const category = categories[0];
  const admin = await loginAdmin(request);
  const main = page.getByRole('main');

  await test.step('fill the product form with the medicine facts', async () => {
    await openSignedIn(page, admin, '/dashboard/admin/create-product');
    const field = main.getByRole('combobox', { name: /category/i });
    await field.click();
    await field.fill(category.name.slice(0, 4));
    await page.getByRole('option', { name: category.name, exact: true }).click();
    await main.getByLabel(/^Name/).fill(name);
    await main.getByLabel(/^Description/).fill('Amoxycillin and clavulanic acid tablets for bacterial infections.');
    await main.getByLabel(/^Price/).fill('180');
    await expect(main.getByLabel(/^MRP/)).toHaveValue('180');
    await main.getByLabel(/^MRP/).fill('225');
    await main.getByLabel(/^Quantity/).fill('40');
    await main.getByLabel(/^Manufacturer/).fill('E2E Konkan Labs');
    await main.getByLabel(/^Pack size/).fill('strip of 10 tablets');
    await main.getByLabel(/^Units per pack/).fill('10');
    await main.getByRole('combobox', { name: 'Dosage form' }).click();
    // Chosen by keyboard, as a keyboard user would (storefront-phone.spec.ts taps the option).
    await expect(page.getByRole('option', { name: 'Tablet', exact: true })).toBeVisible();
    await page.keyboard.type('Tablet');
    await page.keyboard.press('Enter');
    for (const [index, salt] of salts.entries()) {
      await main.getByRole('button', { name: 'Add salt' }).click();
      await main.getByLabel(`Salt ${index + 1} name`).fill(salt.name);
      await main.getByLabel(`Salt ${index + 1} strength`).fill(salt.strength);
    }
    await main.getByRole('combobox', { name: 'Schedule' }).click();
    await expect(page.getByRole('option', { name: /^Schedule H \(/ })).toBeVisible();
    await page.keyboard.type('Schedule H');
    await page.keyboard.press('Enter');
    await main.getByLabel(/^HSN code/).fill('30042019');
    await screenshot(page, 'medicines-04-admin-create');
    await main.getByRole('button', { name: 'CREATE PRODUCT' }).click();
    await expect(page.getByText('Product created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/admin\/products$/, { timeout: 5_000 });
  });

  const [created] = (await searchResults(request, name)).filter((p) => p.name === name);

  await test.step('the server keeps the facts: Rx, the two salts, the MRP and the discount', async () => {
    expect(created).toMatchObject({ rxRequired: true, schedule: 'H', composition: salts, mrp: 225, price: 180, discountPercent: 20 });
  });

  await test.step('the admin list shows it with its MRP and Rx mark', async () => {
    await main.getByRole('searchbox').fill(name);
    const card = productCard(main, name);
    await expect(card).toBeVisible();
    await expect(card).toContainText('MRP ₹225');
    await expect(card.getByRole('img', { name: RX })).toBeVisible();
    await screenshot(page, 'medicines-05-admin-list');
  });

  await test.step('the shop shows it with its Rx mark, discount and prescription notice', async () => {
    await page.goto('/');
    await searchFor(page, name);
    const card = productCard(main, name);
    await expect(card.getByRole('img', { name: RX })).toBeVisible();
    await expect(card).toContainText('20% off');
    await linkShowing(card, 'Details').click();
    await expect(page).toHaveURL(`/products/${created.slug}`);
    await expect(main.getByRole('alert')).toContainText(RX);
    for (const salt of salts) await expect(main.getByRole('link', { name: salt.name, exact: true })).toBeVisible();
    await expect(main).toContainText('₹18 per tablet');
    await screenshot(page, 'medicines-06-rx-product');
  });
});
