/**
 * Finding products on a page the way a shopper does: by the card whose heading is the
 * product's name, and by the buttons' visible words (the accessible name may add the
 * product's name, e.g. "Add to Cart: Paracetamol ...").
 */
import type { Locator, Page } from '@playwright/test';

/** The page, for inner locators of `filter({ has })`, which are queried inside the outer match. */
const pageOf = (scope: Page | Locator): Page => ('goto' in scope ? scope : scope.page());

/** Every product card (an article with the product's name as its heading). */
export const productCards = (scope: Page | Locator) => scope.getByRole('article').filter({ has: pageOf(scope).getByRole('heading') });

/** The card of the product called `name`. */
export const productCard = (scope: Page | Locator, name: string) =>
  scope.getByRole('article').filter({ has: pageOf(scope).getByRole('heading', { name, exact: true }) });

/** A button by the words it shows, whatever extra its accessible name carries. */
export const buttonShowing = (scope: Page | Locator, text: string | RegExp) => scope.getByRole('button').filter({ hasText: text });

/** A link by the words it shows. */
export const linkShowing = (scope: Page | Locator, text: string | RegExp) => scope.getByRole('link').filter({ hasText: text });
