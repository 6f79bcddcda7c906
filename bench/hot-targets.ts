/**
 * The hot mode's requests: one URL per endpoint asked over and over, as a shop's most popular
 * pages are, so after the first request the server's cache answers. Substitutes are also asked
 * of thousands of products each once, the one hot row the cache cannot help.
 */
import { PRICE_BANDS } from '../src/shared/catalogue';
import { RARE_WORD } from './bench-data';
import type { CatalogueSample } from './catalogue-sample';
import type { ShopSession } from './shop-session';
import { BROWSER_ENCODINGS, fixed, type Target } from './targets';

const V1 = '/api/v1';

type ApiProduct = { _id: string; slug: string; category: { _id: string; slug: string }; photo: { version: string } | null };

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json() as Promise<T>;
}

/** Substitutes of `ids` in turn, each once (then the last again): every answer from the database. */
function eachOnce(name: string, ids: string[]): Target {
  let next = 0;
  const request = () => ({ path: `${V1}/products/substitutes/${ids[Math.min(next++, ids.length - 1)]}` });
  return { name, request, distinct: ids.length };
}

export async function hotTargets(url: string, total: number, sample: CatalogueSample, session: ShopSession): Promise<Target[]> {
  const { products } = await json<{ products: ApiProduct[] }>(`${url}${V1}/products/product-list/2`);
  const [photoProduct] = await json<ApiProduct[]>(`${url}${V1}/products/search/${RARE_WORD}`);
  const product = products[0];
  const deepPage = Math.max(1, Math.floor((total - 1) / 12));
  const ids = sample.products.map((p) => p.id);
  const cart = sample.products.filter((p) => !p.rxRequired).slice(0, 3);
  let cycle = 0;
  return [
    fixed('product-list page 1', { path: `${V1}/products/product-list/1` }),
    fixed(`product-list page ${deepPage}`, { path: `${V1}/products/product-list/${deepPage}` }),
    fixed('product-count', { path: `${V1}/products/product-count` }),
    fixed('get-category', { path: `${V1}/category/get-category` }),
    fixed('get-product/{slug}', { path: `${V1}/products/get-product/${product.slug}` }),
    fixed('related-product', { path: `${V1}/products/related-product/${product._id}/${product.category._id}` }),
    fixed('product-category', { path: `${V1}/products/product-category/${product.category.slug}?page=1` }),
    fixed('product-photo (card)', { path: `${V1}/products/product-photo/${photoProduct._id}?size=card&v=${photoProduct.photo!.version}` }),
    fixed(
      'product-filters (category + band)',
      { path: `${V1}/products/product-filters`, body: { checked: [product.category._id], radio: PRICE_BANDS[1].array } },
      { method: 'POST' },
    ),
    fixed('search: common word (tablet)', { path: `${V1}/products/search/tablet` }),
    fixed(
      'search: common word (tablet), compressed (as browsers ask)',
      { path: `${V1}/products/search/tablet` },
      {
        acceptEncoding: BROWSER_ENCODINGS,
      },
    ),
    fixed('search: prefix (parac)', { path: `${V1}/products/search/parac` }),
    fixed(`search: rare word (${RARE_WORD})`, { path: `${V1}/products/search/${RARE_WORD}` }),
    fixed('search: miss (xylophone)', { path: `${V1}/products/search/xylophone` }),
    fixed('search: typo fallback (paracetmol)', { path: `${V1}/products/search/paracetmol` }),
    fixed('search: typo fallback (azithromicin 500)', { path: `${V1}/products/search/azithromicin%20500` }),
    fixed('suggest (para)', { path: `${V1}/products/suggest?q=para` }),
    // 50 products in turn: after the first round the cache answers.
    {
      name: 'substitutes (50 random products, cached)',
      request: () => ({ path: `${V1}/products/substitutes/${ids[cycle++ % 50]}` }),
      distinct: 50,
    },
    eachOnce('substitutes (random products, uncached)', ids.slice(50)),
    fixed(
      'quote (a cart of 3)',
      { path: `${V1}/orders/quote`, body: { cart: cart.map((p, i) => ({ _id: p.id, quantity: i + 1 })) } },
      { method: 'POST' },
    ),
    fixed('orders (own), read', { path: `${V1}/auth/orders` }, { token: session.shopperToken }),
    fixed('invoice PDF (one order)', { path: `${V1}/auth/orders/${session.orderIds[0]}/invoice` }, { token: session.shopperToken }),
    fixed('prescription queue (admin)', { path: `${V1}/admin/prescriptions/queue` }, { token: session.adminToken }),
  ];
}
