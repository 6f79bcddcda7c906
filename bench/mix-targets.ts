/**
 * The cache-defeating mode's requests: every request picks afresh from thousands of different
 * ones built from the catalogue itself, as real traffic's long tail does (random pages of the
 * whole catalogue, random products and categories, words and prefixes of names, salts and
 * makers, misspellings, filter combinations, carts), so the server's cache rarely answers.
 */
import { PRICE_BANDS, PRODUCTS_PER_PAGE } from '../src/shared/catalogue';
import type { CatalogueSample } from './catalogue-sample';
import type { OrdersMeanwhile, ShopSession } from './shop-session';
import { BROWSER_ENCODINGS, drawing, inTurn, type BenchRequest, type Target } from './targets';

const V1 = '/api/v1';
/** Orders placed just before the first-download row, each of whose invoices is downloaded once (each download renders one). */
const FIRST_DOWNLOADS = 300;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const pages = (products: number) => Math.max(1, Math.ceil(products / PRODUCTS_PER_PAGE));

/** Words, their prefixes of four letters or more, and pairs of words: what shoppers type into search. */
export function searchPhrases(words: string[], random: () => number, count: number): string[] {
  const phrases = new Set(words);
  for (const word of words) for (let n = 4; n < word.length; n++) phrases.add(word.slice(0, n));
  while (phrases.size < count) phrases.add(`${words[Math.floor(random() * words.length)]} ${words[Math.floor(random() * words.length)]}`);
  return [...phrases];
}

/** One letter dropped, doubled, swapped with the next or replaced, at a random place: a shopper's typo. */
function misspell(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const letter = String.fromCharCode(97 + Math.floor(random() * 26));
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    default:
      return word.slice(0, at) + letter + word.slice(at + 1);
  }
}

export function misspellings(words: string[], random: () => number, count: number): string[] {
  const long = words.filter((w) => w.length >= 6);
  const typos = new Set<string>();
  for (let tries = 0; typos.size < count && tries < count * 10; tries++) {
    const typo = misspell(long[Math.floor(random() * long.length)], random);
    if (!words.includes(typo)) typos.add(typo);
  }
  return [...typos];
}

/** Every prefix from two letters on, and word + next word's prefix: what the box sees while typing. */
export function typedPrefixes(words: string[], random: () => number, count: number): string[] {
  const typed = new Set<string>();
  for (const word of words) for (let n = 2; n <= word.length; n++) typed.add(word.slice(0, n));
  while (typed.size < count) {
    const next = words[Math.floor(random() * words.length)];
    typed.add(`${words[Math.floor(random() * words.length)]} ${next.slice(0, 1 + Math.floor(random() * next.length))}`);
  }
  return [...typed];
}

/** One to three categories, a price band or none, a page of the first ten: `count` different ones. */
function filterBodies(sample: CatalogueSample, random: () => number, count: number): BenchRequest[] {
  const bands = [[], ...PRICE_BANDS.map((b) => b.array)];
  const bodies = new Map<string, BenchRequest>();
  while (bodies.size < count) {
    const chosen = new Set(
      range(1 + Math.floor(random() * 3)).map(() => sample.categories[Math.floor(random() * sample.categories.length)].id),
    );
    const body = { checked: [...chosen].sort(), radio: bands[Math.floor(random() * bands.length)], page: 1 + Math.floor(random() * 10) };
    bodies.set(JSON.stringify(body), { path: `${V1}/products/product-filters`, body });
  }
  return [...bodies.values()];
}

/** Carts of one to four products of the sample, one to three units each. */
function carts(sample: CatalogueSample, random: () => number, count: number): BenchRequest[] {
  return range(count).map(() => ({
    path: `${V1}/orders/quote`,
    body: {
      cart: range(1 + Math.floor(random() * 4)).map(() => ({
        _id: sample.products[Math.floor(random() * sample.products.length)].id,
        quantity: 1 + Math.floor(random() * 3),
      })),
    },
  }));
}

const MANY = 12_000;
/** The rate of the shopper ordering beside the rows that say so: about what a busy pharmacy takes at its peak, and more. */
const ORDERS_A_SECOND = 4;

/**
 * `target`, run while a shopper places orders (cancelled after it): a shop is read while it
 * takes orders, and every order changes stock, which cached reads must show.
 */
function whileOrdering(target: Target, session: ShopSession): Target {
  let ordering: OrdersMeanwhile | undefined;
  return {
    ...target,
    name: `${target.name}, while a shopper orders ${ORDERS_A_SECOND} a second`,
    prepare: async () => {
      await target.prepare?.();
      ordering = session.orderMeanwhile(ORDERS_A_SECOND);
    },
    finish: async () => {
      const placed = await ordering!.stop();
      console.log(`  (${placed} orders placed meanwhile, then cancelled)`);
      await target.finish?.();
    },
  };
}

export function mixTargets(total: number, sample: CatalogueSample, session: ShopSession, random: () => number): Target[] {
  const { products, words } = sample;
  const paths = (list: string[]) => list.map((path) => ({ path }));
  const search = (list: string[]) => paths(list.map((q) => `${V1}/products/search/${encodeURIComponent(q)}`));
  const randomPages = paths(range(pages(total)).map((i) => `${V1}/products/product-list/${i + 1}`));
  return [
    drawing('product-list, random page', randomPages, random),
    drawing('get-product/{slug}, random product', paths(products.map((p) => `${V1}/products/get-product/${p.slug}`)), random),
    drawing(
      'related-product, random product',
      paths(products.map((p) => `${V1}/products/related-product/${p.id}/${p.categoryId}`)),
      random,
    ),
    drawing(
      'product-category, random category and page',
      paths(
        sample.categories.flatMap((c) => range(pages(c.products)).map((i) => `${V1}/products/product-category/${c.slug}?page=${i + 1}`)),
      ),
      random,
    ),
    drawing('product-filters, random categories, band, page', filterBodies(sample, random, MANY), random, { method: 'POST' }),
    drawing('search, random word, prefix or pair', search(searchPhrases(words, random, MANY)), random),
    drawing('search, random word, prefix or pair, compressed (as browsers ask)', search(searchPhrases(words, random, MANY)), random, {
      acceptEncoding: BROWSER_ENCODINGS,
    }),
    drawing('search, random misspelling (typo fallback)', search(misspellings(words, random, MANY)), random),
    drawing(
      'suggest, random prefix as typed',
      paths(typedPrefixes(words, random, MANY).map((q) => `${V1}/products/suggest?q=${encodeURIComponent(q)}`)),
      random,
    ),
    drawing('substitutes, random product', paths(products.map((p) => `${V1}/products/substitutes/${p.id}`)), random),
    drawing('quote, random cart', carts(sample, random, MANY), random, { method: 'POST' }),
    drawing('orders (own), read', [{ path: `${V1}/auth/orders` }], random, { token: session.shopperToken }),
    drawing('invoice PDF, random own order', paths(session.orderIds.map((id) => `${V1}/auth/orders/${id}/invoice`)), random, {
      token: session.shopperToken,
    }),
    drawing('prescription queue (admin)', [{ path: `${V1}/admin/prescriptions/queue` }], random, { token: session.adminToken }),
    whileOrdering(drawing('product-list, random page', randomPages, random), session),
    whileOrdering(drawing('search, random word, prefix or pair', search(searchPhrases(words, random, MANY)), random), session),
    // Last: its orders' invoices are issued in the background as they are placed, and again
    // (marked CANCELLED) when the row's undo cancels them, work no other row should share.
    inTurn('invoice PDF, first download of a just-placed order', FIRST_DOWNLOADS, async () => {
      const orders = await session.placeFirstDownloads(FIRST_DOWNLOADS);
      return { requests: paths(orders.orderIds.map((id) => `${V1}/auth/orders/${id}/invoice`)), token: orders.token, undo: orders.cancel };
    }),
  ];
}
