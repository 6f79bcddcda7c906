/** Catalogue constants both the server and the browser app rely on. */

/** Products on one page of the storefront catalogue (product-list, product-filters, product-category). */
export const PRODUCTS_PER_PAGE = 12;

/** The most results a search returns. */
export const SEARCH_LIMIT = 100;

/** How many products and categories the search box suggests while the shopper types. */
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 3;

/** How many similar products a product page shows. */
export const RELATED_LIMIT = 4;

export type PriceBand = { _id: number; name: string; array: [number, number] };

/**
 * The spec's price bands, inclusive at both ends. The last two share id 4, as the spec
 * says; the app tells them apart by position, never by id.
 */
export const PRICE_BANDS: readonly PriceBand[] = [
  { _id: 0, name: '₹0 to ₹19', array: [0, 19] },
  { _id: 1, name: '₹20 to ₹39', array: [20, 39] },
  { _id: 2, name: '₹40 to ₹59', array: [40, 59] },
  { _id: 3, name: '₹60 to ₹79', array: [60, 79] },
  { _id: 4, name: '₹80 to ₹99', array: [80, 99] },
  { _id: 4, name: '₹100 or more', array: [100, 9999] },
];

export const ORDER_STATUSES = ['Not Processed', 'Processing', 'Shipped', 'Delivered', 'Cancel'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHOD_COD = 'COD';
export const ADMIN_ROLE = 1;

/** The schedules whose medicines are sold only against a prescription (a product's `rxRequired`). */
export const PRESCRIPTION_SCHEDULES: readonly string[] = ['H', 'H1'];
export const needsPrescription = (schedule: string | null) => schedule !== null && PRESCRIPTION_SCHEDULES.includes(schedule);
