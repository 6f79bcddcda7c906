/**
 * The navigation bar at either width: on a phone (below the spec's 768 px breakpoint) its
 * links and account items live in the menu drawer, so each helper opens it first; the search
 * box is in the top bar at both widths.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const MOBILE_BREAKPOINT = 768;

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < MOBILE_BREAKPOINT;

/**
 * Where the navigation's items are visible: the top bar on a wide screen; on a phone the page
 * once the menu is open (the wide bar's copies are hidden there, and role queries skip them).
 */
export async function navigation(page: Page): Promise<Locator | Page> {
  if (!isPhone(page)) return page.getByRole('banner');
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page;
}

/** Types `keyword` into the navbar's search box ('Search for medicines, brands...') and submits. */
export async function searchFor(page: Page, keyword: string): Promise<void> {
  const bar = page.getByRole('banner');
  await bar.getByPlaceholder('Search for medicines, brands...').fill(keyword);
  await bar.getByRole('button', { name: 'Search', exact: true }).click();
}

/** Opens the cart through the cart icon (in the top bar at both widths). */
export async function openCart(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: /cart/i }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** Whether the navbar names the signed-in user (their name, or e-mail when there is none). */
export async function expectSignedInAs(page: Page, name: string): Promise<void> {
  if (isPhone(page)) {
    await navigation(page);
    await expect(page.getByText(name, { exact: true }).filter({ visible: true })).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
  }
}

/** Logout from the account menu (wide) or the menu drawer (phone). */
export async function logout(page: Page, name: string): Promise<void> {
  if (isPhone(page)) {
    await navigation(page);
  } else {
    await page.getByRole('banner').getByRole('button', { name }).click();
  }
  await page
    .getByRole(isPhone(page) ? 'button' : 'menuitem', { name: 'Logout' })
    .filter({ visible: true })
    .click();
}

/** Opens Dashboard from the account menu (wide) or the menu drawer (phone). */
export async function openDashboard(page: Page, name: string): Promise<void> {
  if (isPhone(page)) {
    await navigation(page);
    await page.getByRole('link', { name: 'Dashboard' }).filter({ visible: true }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  }
}
