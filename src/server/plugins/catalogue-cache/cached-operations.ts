/**
 * Which operations the catalogue cache answers and which change what it keeps, and the keys it
 * keeps answers under.
 */
import type { FastifyRequest } from 'fastify';

/** Reads served from the cache, by operationId. */
const CACHED_READS = new Set([
  'getProductList',
  'getProductCount',
  'getCategories',
  'getProduct',
  'getRelatedProducts',
  'getSubstitutes',
  'getProductsByCategory',
  'getProductPhoto',
  // Shoppers repeat the same searches and filters; the LRU bound keeps rare ones from piling up.
  'searchProducts',
  'suggestProducts',
  'filterProducts',
]);
/**
 * Operations that change what those reads return: the admin's products and categories, and
 * stock (an order takes it; a cancellation, the buyer's, the admin's or a rejected
 * prescription's, returns it).
 */
const CATALOGUE_WRITES = new Set([
  'createProduct',
  'updateProduct',
  'deleteProduct',
  'createCategory',
  'updateCategory',
  'deleteCategory',
  'createOrder',
  'cancelOrder',
  'updateOrderStatus',
  'reviewPrescription',
]);
/** Cached reads whose answers show no stock: kept through a stock change. */
const STOCKLESS_READS = new Set(['getCategories', 'getProductCount', 'getProductPhoto']);

/** Whether this operation writes what cached reads return (its notification drops it). */
export const writesCatalogue = (operationId: string | undefined): boolean => !!operationId && CATALOGUE_WRITES.has(operationId);

/** Whether this cached read's answer shows stock, so a change of stock drops it. */
export const showsStock = (operationId: string): boolean => !STOCKLESS_READS.has(operationId);

/**
 * The cache key: the URL; for the filter (a POST) its validated body too; for photos whether
 * the client takes AVIF, the one header an answer depends on.
 */
export function answerKeyOf(request: FastifyRequest, operationId: string): string {
  if (operationId === 'filterProducts') return `${request.url}|${JSON.stringify(request.body)}`;
  if (operationId !== 'getProductPhoto') return request.url;
  return `${request.url}|${/image\/avif/.test(request.headers.accept ?? '') ? 'avif' : 'webp'}`;
}

/** Whether this request is a read the cache answers (the filter is a POST). */
export const isCachedRead = (request: FastifyRequest, operationId: string | undefined): operationId is string =>
  !!operationId && CACHED_READS.has(operationId) && (request.method === 'GET' || operationId === 'filterProducts');

/**
 * The key of an answer kept by what it holds: two 32-bit FNV-1a hashes of it (a search's 100
 * ids are 3.7 KB; each pointer would carry them). Starts with "/", as answers' keys do.
 */
export function sharedKeyOf(holds: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < holds.length; i++) {
    const unit = holds.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x01000193);
    b ^= b >>> 15;
  }
  return `/shared:${(a >>> 0).toString(36)}:${(b >>> 0).toString(36)}`;
}
