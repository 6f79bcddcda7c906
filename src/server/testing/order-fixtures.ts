/**
 * The shop an order test file runs against: the real app on a throwaway database (test-app.ts)
 * with a category, an administrator and a shopper, and the requests order tests keep making —
 * stock a product, place an order, read the stock back, change an order's status.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { insertCategory, insertProduct, insertProducts, type ProductFixture } from './catalogue-fixtures';
import { createTestApp, insertAdmin, insertUser, type TestApp, type TestUser } from './test-app';

/** Where a test's orders are delivered unless it names another address. */
export const ORDER_ADDRESS = '221 Linking Road, Mumbai 400050';

/** POSTs an order as `buyer`, cash on delivery to ORDER_ADDRESS unless `fields` say otherwise; returns the raw answer. */
export function postOrder(
  app: FastifyInstance,
  buyer: TestUser,
  cart: object[],
  fields: object = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v1/products/create',
    headers: { ...headers, authorization: buyer.token },
    payload: { cart, address: ORDER_ADDRESS, paymentMethod: 'COD', ...fields },
  });
}

/**
 * A user's new name, written with the table's orders_changed trigger off (migration
 * 2026-12-05-001), as nothing in the shop writes: a change no NOTIFY tells a PGlite server of.
 */
export async function renameUnnoticed(app: FastifyInstance, userId: string, name: string): Promise<void> {
  await sql`ALTER TABLE users DISABLE TRIGGER users_orders_changed`.execute(app.db);
  try {
    await app.db.updateTable('users').set({ name }).where('id', '=', userId).execute();
  } finally {
    await sql`ALTER TABLE users ENABLE TRIGGER users_orders_changed`.execute(app.db);
  }
}

type ProductRow = Awaited<ReturnType<typeof insertProduct>>;
type ShopProduct = Omit<ProductFixture, 'categoryId'>;

export type OrderShop = {
  app: FastifyInstance;
  categoryId: string;
  admin: TestUser;
  shopper: TestUser;
  /** Inserts a product into the shop's category (see catalogue-fixtures for the defaults). */
  product(fields?: ShopProduct): Promise<ProductRow>;
  products(fields: ShopProduct[]): Promise<ProductRow[]>;
  /** postOrder on the shop's app. */
  order(buyer: TestUser, cart: object[], fields?: object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Places an order that must be accepted; returns its id. */
  place(buyer: TestUser, cart: object[]): Promise<string>;
  stockOf(productId: string): Promise<number>;
  /** PUTs the order's status as `by` (the administrator unless said otherwise); returns the raw answer. */
  setStatus(orderId: string, status: string, by?: TestUser): Promise<LightMyRequestResponse>;
};

/**
 * A fresh shop before the file's tests, closed after them. The object returned is filled in by
 * then: read it inside tests and hooks, not at the top level.
 */
export function orderShopForThisFile(): OrderShop {
  let t: TestApp | undefined;
  // The app, category and accounts are filled in before the tests; the requests read them when called.
  const shop = {
    product: (fields = {}) => insertProduct(shop.app, { categoryId: shop.categoryId, ...fields }),
    products: (fields) =>
      insertProducts(
        shop.app,
        fields.map((f) => ({ categoryId: shop.categoryId, ...f })),
      ),
    order: (buyer, cart, fields, headers) => postOrder(shop.app, buyer, cart, fields, headers),
    async place(buyer, cart) {
      const res = await postOrder(shop.app, buyer, cart);
      if (res.statusCode !== 201) throw new Error(`order refused: ${res.statusCode} ${res.body}`);
      return res.json().order._id;
    },
    async stockOf(productId) {
      const row = await shop.app.db.selectFrom('products').select('quantity').where('id', '=', productId).executeTakeFirstOrThrow();
      return row.quantity;
    },
    setStatus: (orderId, status, by = shop.admin) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/v1/auth/order-status/${orderId}`,
        headers: { authorization: by.token },
        payload: { status },
      }),
  } as OrderShop;
  beforeAll(async () => {
    t = await createTestApp();
    const { app } = t;
    Object.assign(shop, { app, categoryId: (await insertCategory(app)).id, admin: await insertAdmin(app), shopper: await insertUser(app) });
  });
  afterAll(() => t?.close());
  return shop;
}
