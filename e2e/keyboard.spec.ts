/**
 * Issue 15: a keyboard-only shopper at both widths. Tab, Shift+Tab, Enter, Space and typing
 * only: the skip link first, Load More keeping focus in the grid, search, a product, Add to
 * Cart, the cart, login and a cash-on-delivery order. After each page change focus is on the
 * new page's heading. Selectors are roles and names, so a reworked cart still reads the same.
 */
import type { Page } from '@playwright/test';
import { registerShopper } from './support/api';
import { productCards } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { expectFocusInView, tabTo } from './support/keyboard';
import { isPhone } from './support/navbar';

test.describe.configure({ timeout: 300_000 });

const SEARCH_PLACEHOLDER = 'Search for medicines, brands...';

/** After a route change, focus is on the new page's h1 (layout/RouteAnnouncer.tsx). */
async function expectOnNewPage(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
}

/** The search box on screen: in the header, or (on a phone, while it lives there) in the menu drawer. */
async function focusSearchBox(page: Page) {
  const inHeader = page.getByRole('banner').getByPlaceholder(SEARCH_PLACEHOLDER).filter({ visible: true });
  if (!isPhone(page) || (await inHeader.count()) > 0) return tabTo(page, inHeader.first(), { backwards: true });
  await tabTo(page, page.getByRole('button', { name: 'Open menu' }), { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('presentation').getByPlaceholder(SEARCH_PLACEHOLDER));
}

test('a keyboard-only shopper searches, adds to cart, logs in and orders', async ({ page, request }) => {
  const shopper = await registerShopper(request);
  const main = page.getByRole('main');

  await test.step('the first Tab shows the skip link, which moves focus to the page', async () => {
    await page.goto('/');
    await expect(productCards(main)).toHaveCount(12);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(main).toBeFocused();
  });

  await test.step('Load More leaves focus on the first new card', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Load More' }));
    await page.keyboard.press('Enter');
    await expect(productCards(main)).toHaveCount(24);
    const thirteenth = productCards(main).nth(12);
    await expect(thirteenth.getByRole('link', { name: /^Details: / })).toBeFocused();
    await expectFocusInView(page);
  });

  await test.step('search by typing, then open a result', async () => {
    await focusSearchBox(page);
    await page.keyboard.type('paracetamol');
    await page.keyboard.press('Enter');
    await expectOnNewPage(page, /\/search/);
    await expect(productCards(main).first()).toBeVisible();
    const details = productCards(main)
      .first()
      .getByRole('link', { name: /^Details: / });
    await tabTo(page, details);
    await page.keyboard.press('Enter');
    await expectOnNewPage(page, /\/products\//);
  });

  await test.step('Space adds the product to the cart; the cart opens from the header', async () => {
    await tabTo(page, main.getByRole('button', { name: /Add to Cart/ }).first());
    await page.keyboard.press('Space');
    const cart = page.getByRole('banner').getByRole('link', { name: /^Cart, 1 item/ });
    await expect(cart).toBeVisible();
    await tabTo(page, cart, { backwards: true });
    await page.keyboard.press('Enter');
    await expectOnNewPage(page, /\/cart$/);
  });

  await test.step('log in from the cart with the keyboard', async () => {
    await tabTo(page, main.getByRole('button', { name: /login to checkout/i }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await tabTo(page, main.getByRole('textbox', { name: /^Email/ }));
    await page.keyboard.type(shopper.email);
    await page.keyboard.press('Tab');
    await expect(main.getByLabel('Password', { exact: false }).first()).toBeFocused();
    await page.keyboard.type(shopper.password);
    await page.keyboard.press('Enter');
    await expectOnNewPage(page, /\/cart$/);
  });

  await test.step('review the order, then place it with Enter', async () => {
    await tabTo(page, main.getByRole('button', { name: 'Proceed to Checkout' }));
    await page.keyboard.press('Enter');
    await expectOnNewPage(page, /\/checkout$/);
    const place = main.getByRole('button', { name: /place order/i });
    await expect(place).toBeEnabled();
    await tabTo(page, place);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/user\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Order placed successfully! (Cash on Delivery)')).toBeVisible();
  });
});
