/**
 * Moving through a page the way a keyboard-only user does: Tab (or Shift+Tab) until the
 * wanted control has focus, never a click. Each stop is checked to be on screen and not
 * under the sticky header.
 */
import { expect, type Locator, type Page } from '@playwright/test';

const MAX_STOPS = 120;

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (Shift+Tab when `backwards`) until `target` has focus; fails after MAX_STOPS. */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  for (let stop = 0; stop < MAX_STOPS; stop++) {
    if (await isFocused(target)) {
      await expectFocusInView(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${MAX_STOPS} ${backwards ? 'Shift+Tab' : 'Tab'} presses never reached ${target.toString()}`);
}

/** The focused element is inside the viewport and below the sticky header (scroll-padding-top). */
export async function expectFocusInView(page: Page): Promise<void> {
  const box = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const header = document.querySelector('header');
    if (!el || el === document.body) return null;
    const rect = el.getBoundingClientRect();
    const inHeader = !!header && header.contains(el);
    return {
      top: rect.top,
      bottom: rect.bottom,
      headerBottom: inHeader ? 0 : (header?.getBoundingClientRect().bottom ?? 0),
      height: innerHeight,
    };
  });
  expect(box, 'something has focus').not.toBeNull();
  expect(box!.top, 'the focused element is not under the sticky header').toBeGreaterThanOrEqual(box!.headerBottom - 1);
  expect(box!.top, 'the focused element is on screen').toBeLessThan(box!.height);
}
