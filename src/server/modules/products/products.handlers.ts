/**
 * Catalogue reads: pages newest first, filters, search, one product, related products,
 * substitutes (same composition) and a category's products. Every list is one page plus its total; writes live in product-writes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRODUCTS_PER_PAGE, RELATED_LIMIT, SEARCH_LIMIT } from '../../../shared/catalogue';
import { badRequest, notFound } from '../../http-error';
import { defineHandlers, type Filled, type QueryOf, type Schema } from '../../contract/operation-types';
import { toApiCategory } from '../categories/category-shape';
import { findCategoryBySlug } from '../categories/categories.repository';
import { boundaryScopeOf, pageBoundaries } from './page-boundaries';
import { productWriteHandlers } from './product-writes';
import { savingPercent } from './product-shape';
import {
  countProducts,
  findProductJsonBySlug,
  listProductJson,
  type ProductFilter,
  newestInCategory,
  compositionGroup,
  findSubstituteBasis,
  SUBSTITUTES_LIMIT,
} from './products.repository';
import { searchProductIds } from './search.repository';
import { textMatch } from './search-query';
import { asciiJson, asciiJsonList } from '../../contract/ascii-json';
import { suggestHandlers } from './suggest.handlers';
import { productJsonOf } from './product-pieces';

/** Sends JSON put together as text (products' kept or database-made JSON), which no schema serialises again. */
const sendJsonText = (reply: FastifyReply, json: string | Buffer) => reply.type('application/json; charset=utf-8').send(json);

/** The contract's `{ success, products }` answer around products' JSON. */
const productListJson = (products: string[]) => asciiJsonList('{"success":true,"products":[', products, ']}');

/**
 * How many products the filter lets through, kept until the next catalogue write: every page
 * of a list needs it (and picks its way to the page by it), and counting 1,000,000 takes 50 ms.
 * A product is in one category (and the contract lets a filter name each once), so the total
 * over several categories is the sum of each one's, kept per category and price band: every
 * combination shares them, where counting a combination afresh read all its categories' products.
 */
async function totalOf(request: FastifyRequest, filter: ProductFilter): Promise<number> {
  const categoryIds = filter.categoryIds ?? [];
  if (categoryIds.length > 1 && !filter.text) {
    const totals = await Promise.all(categoryIds.map((id) => totalOf(request, { ...filter, categoryIds: [id] })));
    return totals.reduce((sum, total) => sum + total, 0);
  }
  const key = JSON.stringify(['products-total', [...categoryIds].sort(), filter.price ?? null, filter.text?.any ?? null]);
  return request.server.catalogueCache.memo(key, () => countProducts(request.server.db, filter));
}

/**
 * A page filtered by price, or over several categories, from the catalogue's list order in
 * memory (catalogue-order.ts) while it matches the database: only the page's products are
 * read. Undefined for any other list, or while the order is being rebuilt.
 */
async function pageFromMemory(request: FastifyRequest, filter: ProductFilter, offset: number, limit: number) {
  if (filter.text || (!filter.price && (filter.categoryIds?.length ?? 0) < 2)) return undefined;
  const fresh = await request.server.searchIndex.freshOrder();
  if (!fresh) return undefined;
  const ordinals = fresh.order.page(filter.categoryIds ?? [], filter.price, offset, limit);
  return productJsonOf(
    request,
    ordinals.map((ordinal) => fresh.index.idOf(ordinal)),
  );
}

/**
 * A page from SQL, each product's JSON escaped to ASCII as kept JSON is; only a deep page of the
 * whole catalogue or of one category needs boundaries (and only it starts their build).
 */
async function pageFromSql(request: FastifyRequest, filter: ProductFilter, offset: number, limit: number, total: number) {
  const scope = boundaryScopeOf(filter);
  const boundaries = scope && offset > 0 && offset < total ? pageBoundaries(request.server, scope) : undefined;
  return (await listProductJson(request.server.db, filter, { limit, offset }, total, boundaries)).map(asciiJson);
}

/**
 * One page of the filtered products and the total, in the contract's page shape, sent as JSON
 * text: each product as the database writes it (product-json.ts), so that its row is neither
 * parsed nor shaped nor serialised on the main thread. `category`, for a category's page.
 */
async function sendProductPage(
  request: FastifyRequest,
  reply: FastifyReply,
  filter: ProductFilter,
  page: number,
  perPage: number,
  category?: Schema<'Category'>,
) {
  const total = await totalOf(request, filter);
  const offset = (page - 1) * perPage;
  const products = (await pageFromMemory(request, filter, offset, perPage)) ?? (await pageFromSql(request, filter, offset, perPage, total));
  const tail = `],"total":${total},"page":${page},"perPage":${perPage}${category ? `,"category":${JSON.stringify(category)}` : ''}}`;
  return sendJsonText(reply, asciiJsonList('{"success":true,"products":[', products, asciiJson(tail)));
}

/** `radio` as an inclusive price band, or undefined for any price. */
function priceBand(radio: number[] | undefined): [number, number] | undefined {
  if (!radio || radio.length === 0) return undefined;
  if (radio.length !== 2) throw badRequest("'radio' must be empty or [min, max]");
  const [min, max] = radio;
  if (min > max) throw badRequest("'radio' must be [min, max] with min no greater than max");
  return [min, max];
}

/**
 * The admin list's keyword: blank means no filter; text with nothing searchable in it
 * (only punctuation, say) matches nothing rather than everything.
 */
function keywordFilter(keyword: string | undefined): ProductFilter | undefined {
  if (!keyword?.trim()) return {};
  const text = textMatch(keyword);
  return text ? { text } : undefined;
}

const productReadHandlers = defineHandlers({
  getProductList: async (request, reply) => sendProductPage(request, reply, {}, request.params.page, PRODUCTS_PER_PAGE),

  getProductCount: async (request) => ({ success: true, total: await totalOf(request, {}) }),

  filterProducts: async (request, reply) => {
    const { checked, radio, page = 1 } = request.body;
    return sendProductPage(request, reply, { categoryIds: checked, price: priceBand(radio) }, page, PRODUCTS_PER_PAGE);
  },

  /**
   * The ranked ids, then each product's JSON: most are kept from earlier searches (catalogue
   * cache `pieces`), so a search never asked before reads a few rows rather than a hundred,
   * and those as the JSON the database makes of them (product-json.ts), where the index last
   * saw their rows (row-addresses.ts).
   */
  searchProducts: async (request, reply) => {
    const text = textMatch(request.params.keyword ?? '');
    if (!text) return [];
    const { db, searchIndex } = request.server;
    const { ids, located, alike } = await searchProductIds(db, text, SEARCH_LIMIT, await searchIndex.freshFor(text.words));
    const make = async () => asciiJsonList('[', await productJsonOf(request, ids, located), ']');
    // The typo fallback's answer is kept by the products it lists: misspellings of one word share
    // it (decision 025). Other searches' are kept by URL: shared, they took products' JSON room.
    return sendJsonText(reply, alike ? await request.server.catalogueCache.shared(request, ids.join(','), make) : await make());
  },

  getProducts: async (request, reply) => {
    const { page, perPage, keyword } = request.query as Filled<QueryOf<'getProducts'>, 'page' | 'perPage'>;
    const filter = keywordFilter(keyword);
    if (!filter) return { success: true, products: [], total: 0, page, perPage };
    return sendProductPage(request, reply, filter, page, perPage);
  },

  /** The product as the database writes its JSON (product-json.ts): a random product page shapes and serialises nothing. */
  getProduct: async (request, reply) => {
    const json = await findProductJsonBySlug(request.server.db, request.params.slug);
    if (json === undefined) throw notFound('Product not found');
    return sendJsonText(reply, `{"success":true,"product":${asciiJson(json)}}`);
  },

  /**
   * The category's newest products but the one asked about. Every product of a category shares
   * one list of its newest ids (kept until the next catalogue write), and their JSON is kept as
   * a search's is (pieces): an answer reads no rows once its category's newest have been read.
   */
  getRelatedProducts: async (request, reply) => {
    const { productId, categoryId } = request.params;
    const { db, catalogueCache } = request.server;
    const newest = await catalogueCache.memo(
      `newest-in-category:${categoryId}`,
      () => newestInCategory(db, categoryId, RELATED_LIMIT + 1),
      (ids) => ids.length * 40,
    );
    const ids = newest.filter((id) => id !== productId).slice(0, RELATED_LIMIT);
    const products = await productJsonOf(request, ids);
    return sendJsonText(reply, productListJson(products));
  },

  /**
   * The composition's group, kept as each product's JSON (ASCII, as pieces are): a substitute
   * is that JSON with its saving against the product asked about, so an answer shapes and
   * serialises no product.
   */
  getSubstitutes: async (request, reply) => {
    const { productId } = request.params;
    const { db, catalogueCache } = request.server;
    const given = await findSubstituteBasis(db, productId);
    if (!given) throw notFound('Product not found');
    // Keyed by composition: every brand of a group shares the one list (a few kilobytes), which
    // shows stock (its JSON, in stock first) and so goes at any stock change.
    const group = await catalogueCache.memoWithStock(
      `substitutes:${given.composition_key}`,
      async () => (await compositionGroup(db, given.composition_key)).map((row) => ({ ...row, json: asciiJson(row.json) })),
      (rows) => rows.reduce((bytes, row) => bytes + row.json.length + 64, 0),
    );
    const products = group
      .filter((row) => row.id !== given.id)
      .slice(0, SUBSTITUTES_LIMIT)
      .map((row) => `${row.json.slice(0, -1)},"savingPercent":${savingPercent(row, given)}}`);
    return sendJsonText(reply, productListJson(products));
  },

  getProductsByCategory: async (request, reply) => {
    // Kept until the next catalogue write (a category's rename or removal among them): a page asked for the first time then needs one statement, not two.
    const { slug } = request.params;
    const category = await request.server.catalogueCache.memo(
      `category-by-slug:${slug}`,
      () => findCategoryBySlug(request.server.db, slug),
      (row) => (row ? row.name.length + row.slug.length + 128 : 16),
    );
    if (!category) throw notFound('Category not found');
    const { page } = request.query as Filled<QueryOf<'getProductsByCategory'>, 'page'>;
    return sendProductPage(request, reply, { categoryIds: [category.id] }, page, PRODUCTS_PER_PAGE, toApiCategory(category));
  },
});

export const productHandlers = { ...productReadHandlers, ...suggestHandlers, ...productWriteHandlers };
