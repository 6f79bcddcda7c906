/**
 * The tax invoice through the real API, read back from the PDF's text: figures that reconcile
 * with the order to the paisa, CGST + SGST or IGST by the delivery state, numbers without gaps
 * under concurrent orders, older orders numbered on first request, and nobody else's invoice.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { insertCategory, insertProduct, type ProductFixture } from '../../testing/catalogue-fixtures';
import { readInvoice, type ReadInvoice } from '../../testing/invoice-reader';
import { createTestApp, insertAdmin, insertUser, type TestApp, type TestUser } from '../../testing/test-app';

let testApp: TestApp;
let app: FastifyInstance;
let categoryId: string;
let admin: TestUser;
let shopper: TestUser;

jest.setTimeout(120_000);

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  categoryId = (await insertCategory(app)).id;
  [admin, shopper] = [await insertAdmin(app), await insertUser(app, { name: 'Meera Iyer' })];
});
afterAll(() => testApp.close());

const INVOICE_NO = /^INV\/\d{2}-\d{2}\/\d{6}$/;
const serialOf = (invoiceNo: string) => Number(invoiceNo.slice(-6));

const products = (fixtures: Omit<ProductFixture, 'categoryId'>[]) =>
  Promise.all(fixtures.map((f) => insertProduct(app, { categoryId, quantity: 1000, ...f })));

/** Places an order of `units` units of each product; returns the order as the API answered it. */
async function placeOrder(lines: [{ id: string }, number][], buyer = shopper) {
  const cart = lines.flatMap(([product, units]) => Array.from({ length: units }, () => ({ _id: product.id })));
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/products/create',
    headers: { authorization: buyer.token },
    payload: { cart, address: '221 Linking Road, Mumbai', paymentMethod: 'COD' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().order as { _id: string; total: number; invoiceNo: string | null };
}

/**
 * What the quote (another module) will store on the order: its delivery state and fee. Set
 * here in the database, as the order's own fields, so these tests depend only on the invoice;
 * the invoice issued when the order was placed is waited for and dropped, so the next download
 * renders the order as it now stands.
 */
async function deliver(orderId: string, change: { stateCode?: string; fee?: number }) {
  await app.invoiceIssuer.settled(orderId);
  const order = await app.db.selectFrom('orders').select(['items_total']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const fee = change.fee ?? 0;
  await app.db
    .updateTable('orders')
    .set({ state_code: change.stateCode ?? null, delivery_fee: fee, total: (Number(order.items_total) + fee).toFixed(2) })
    .where('id', '=', orderId)
    .execute();
  await app.db.deleteFrom('issued_invoices').where('order_id', '=', orderId).execute();
}

/**
 * Leaves the order as the invoices migration found one placed before them: no number and no
 * invoice kept (the issuer's, kept at placement with the number, is waited for and dropped).
 */
async function asBeforeInvoices(orderId: string) {
  await app.invoiceIssuer.settled(orderId);
  await app.db.deleteFrom('issued_invoices').where('order_id', '=', orderId).execute();
  await app.db.updateTable('orders').set({ invoice_no: null, invoice_date: null }).where('id', '=', orderId).execute();
}

/** The administrator sets the order's status (Cancel unless told). */
async function setStatusAsAdmin(orderId: string, status = 'Cancel') {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/v1/auth/order-status/${orderId}`,
    headers: { authorization: admin.token },
    payload: { status },
  });
  expect(res.statusCode).toBe(200);
}

const fetchInvoice = (orderId: string, token = shopper.token) =>
  app.inject({ url: `/api/v1/auth/orders/${orderId}/invoice`, headers: { authorization: token } });

async function invoiceOf(orderId: string, token = shopper.token): Promise<ReadInvoice> {
  const res = await fetchInvoice(orderId, token);
  expect(res.statusCode).toBe(200);
  return readInvoice(res.rawPayload);
}

const totalPaise = async (orderId: string) =>
  Math.round(Number((await app.db.selectFrom('orders').select('total').where('id', '=', orderId).executeTakeFirstOrThrow()).total) * 100);

/** Σ taxable + Σ taxes of the lines and the fee, as printed. */
function printedSum(invoice: ReadInvoice): number {
  const parts = invoice.fee ? [...invoice.lines, invoice.fee] : invoice.lines;
  return parts.reduce((sum, p) => sum + p.taxable + p.cgst + p.sgst + p.igst, 0);
}

describe('the invoice of a placed order', () => {
  it('is a PDF to save, named after its number, never cached or sniffed', async () => {
    const [tablets] = await products([{ price: 30, gstRate: 5 }]);
    const order = await placeOrder([[tablets, 1]]);
    expect(order.invoiceNo).toMatch(INVOICE_NO);
    const res = await fetchInvoice(order._id);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${order.invoiceNo!.replaceAll('/', '-')}.pdf"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows the shop, the buyer and the number, and reconciles one rate within the state, discount included', async () => {
    const [tablets] = await products([{ name: 'Cetirizine 10 mg Tablet', price: 45.5, mrp: 52, gstRate: 5, hsnCode: '3004' }]);
    const order = await placeOrder([[tablets, 3]]);
    await deliver(order._id, { stateCode: '27' });
    const invoice = await invoiceOf(order._id);
    for (const words of [
      'TAX INVOICE',
      'Test Pharmacy',
      'GSTIN: 27ABCDE1234F1Z0',
      'Drug licence no:',
      'Meera Iyer',
      '221 Linking Road, Mumbai',
    ]) {
      expect(invoice.text).toContain(words);
    }
    expect(invoice.text).toContain(`Invoice no: ${order.invoiceNo}`);
    expect(invoice.text).toContain(`Order no: ${order._id.slice(0, 8)}`);
    expect(invoice.text).toContain('Place of supply: Maharashtra (code 27)');
    expect(invoice.text).toContain('Payment: Cash on Delivery');
    // ₹136.50 at 5%: taxable 13000, tax 650 = CGST 325 + SGST 325; MRP 3 × ₹52 less ₹19.50.
    expect(invoice.lines).toEqual([
      { hsn: '3004', quantity: 3, mrp: 5200, discount: 1950, taxable: 13000, rate: '5%', cgst: 325, sgst: 325, igst: 0, amount: 13650 },
    ]);
    expect(invoice.fee).toBeNull();
    expect(invoice.total).toBe(await totalPaise(order._id));
    expect(printedSum(invoice)).toBe(invoice.total);
    expect(invoice.text).toContain('Amount in words: Rupees One Hundred Thirty Six and Fifty Paise Only');
  });

  it('charges IGST to another state and reconciles mixed rates (0/5/18%) with the delivery fee to the paisa', async () => {
    const lines = await products([
      { name: 'Insulin Glargine 100 IU', price: 733.33, mrp: 800, gstRate: 0, hsnCode: '3004' },
      { name: 'Crepe Bandage 10 cm', price: 87.45, mrp: 99.99, gstRate: 5, hsnCode: '3005' },
      { name: 'Sunscreen SPF 50', price: 299.99, gstRate: 18, hsnCode: '3304' },
    ]);
    const order = await placeOrder([
      [lines[0], 1],
      [lines[1], 3],
      [lines[2], 2],
    ]);
    await deliver(order._id, { stateCode: '29', fee: 49 });
    const invoice = await invoiceOf(order._id);
    expect(invoice.text).toContain('Place of supply: Karnataka (code 29)');
    expect(invoice.text).not.toContain('CGST');
    expect(invoice.lines.map((l) => [l.rate, l.cgst + l.sgst, l.igst > 0 || l.rate === '0%'])).toEqual([
      ['0%', 0, true],
      ['5%', 0, true],
      ['18%', 0, true],
    ]);
    // The fee goes with the goods as a composite supply, at the highest of their rates.
    expect(invoice.fee).toEqual({ taxable: 4153, igst: 747, cgst: 0, sgst: 0, rate: '18%', amount: 4900 });
    expect(invoice.total).toBe(await totalPaise(order._id));
    expect(printedSum(invoice)).toBe(invoice.total);
  });

  it('reconciles mixed rates within the state without discounts, and says when the order named no state', async () => {
    const lines = await products([
      { price: 10.01, gstRate: 5 },
      { price: 0.99, gstRate: 18 },
      { price: 15, gstRate: 0 },
    ]);
    const order = await placeOrder([
      [lines[0], 7],
      [lines[1], 1],
      [lines[2], 2],
    ]);
    const invoice = await invoiceOf(order._id);
    expect(invoice.text).toContain('no delivery state on the order');
    expect(invoice.lines.every((l) => l.discount === 0 && l.igst === 0)).toBe(true);
    expect(invoice.total).toBe(await totalPaise(order._id));
    expect(printedSum(invoice)).toBe(invoice.total);
  });

  it('fits a 10-line order on one page and carries a 45-line order over pages, still reconciling', async () => {
    const many = await products(
      Array.from({ length: 45 }, (_, i) => ({ price: 10 + i + 0.37, mrp: 12 + i, gstRate: ([0, 5, 18] as const)[i % 3] })),
    );
    const ten = await invoiceOf((await placeOrder(many.slice(0, 10).map((p) => [p, 2])))._id);
    expect(ten.pages).toHaveLength(1);
    expect(ten.lines).toHaveLength(10);
    const order = await placeOrder(many.map((p, i) => [p, 1 + (i % 2)]));
    const long = await invoiceOf(order._id);
    expect(long.pages.length).toBeGreaterThan(1);
    expect(long.pages.every((page) => page.some((row) => row.includes('Description')))).toBe(true);
    expect(long.lines).toHaveLength(45);
    expect(printedSum(long)).toBe(await totalPaise(order._id));
  });

  it('marks a cancelled order’s invoice CANCELLED and keeps its number', async () => {
    const [tablets] = await products([{ price: 20 }]);
    const order = await placeOrder([[tablets, 1]]);
    await setStatusAsAdmin(order._id);
    const invoice = await invoiceOf(order._id);
    expect(invoice.text).toContain('CANCELLED');
    expect(invoice.text).toContain(`Invoice no: ${order.invoiceNo}`);
  });
});

describe('an issued invoice', () => {
  const issuedRows = (orderId: string) =>
    app.db.selectFrom('issued_invoices').select(['cancelled']).where('order_id', '=', orderId).execute();

  it('is the same file on every download, even after the shop’s settings change, until the order is cancelled; still no one else’s', async () => {
    const [tablets] = await products([{ price: 30, gstRate: 5 }]);
    const order = await placeOrder([[tablets, 2]]);
    const issued = await fetchInvoice(order._id);
    const stranger = await fetchInvoice(order._id, (await insertUser(app)).token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ success: false, message: 'Order not found' });
    const before = app.config.storeName;
    app.config.storeName = 'Renamed Pharmacy';
    try {
      const again = await fetchInvoice(order._id, admin.token);
      expect(again.rawPayload.equals(issued.rawPayload)).toBe(true);
      expect((await readInvoice(again.rawPayload)).text).toContain('Test Pharmacy');
      expect(await issuedRows(order._id)).toEqual([{ cancelled: false }]);

      await setStatusAsAdmin(order._id);
      const cancelled = await fetchInvoice(order._id);
      const text = (await readInvoice(cancelled.rawPayload)).text;
      expect(text).toContain('CANCELLED');
      expect(text).toContain('Renamed Pharmacy');
      expect(text).toContain(`Invoice no: ${order.invoiceNo}`);
      expect((await fetchInvoice(order._id)).rawPayload.equals(cancelled.rawPayload)).toBe(true);
      expect(await issuedRows(order._id)).toEqual([{ cancelled: true }]);
    } finally {
      app.config.storeName = before;
    }
  });

  it('is issued when the order is placed, before any download, and issued again marked CANCELLED when it is cancelled', async () => {
    const [tablets] = await products([{ price: 42, gstRate: 18 }]);
    const order = await placeOrder([[tablets, 1]]);
    await app.invoiceIssuer.settled(order._id);
    expect(app.invoiceIssuer.issuing(order._id)).toBe(false);
    expect(await issuedRows(order._id)).toEqual([{ cancelled: false }]);

    // An invoice prints no status but CANCELLED: moving the order along queues nothing.
    await setStatusAsAdmin(order._id, 'Processing');
    expect(app.invoiceIssuer.issuing(order._id)).toBe(false);

    await setStatusAsAdmin(order._id);
    expect(app.invoiceIssuer.issuing(order._id)).toBe(true);
    await app.invoiceIssuer.settled(order._id);
    expect(await issuedRows(order._id)).toEqual([{ cancelled: true }]);
    const kept = await app.db.selectFrom('issued_invoices').select('pdf').where('order_id', '=', order._id).executeTakeFirstOrThrow();
    const download = await fetchInvoice(order._id);
    expect(download.rawPayload.equals(kept.pdf)).toBe(true);
    expect((await readInvoice(download.rawPayload)).text).toContain('CANCELLED');
  });

  it('is kept as its bytes are, not offered to compression (its streams are compressed already)', async () => {
    const [tablets] = await products([{ price: 42 }]);
    const order = await placeOrder([[tablets, 2]]);
    await app.invoiceIssuer.settled(order._id);
    const { rows } = await sql<{ storage: string; stored: number; size: number }>`
      SELECT (SELECT attstorage FROM pg_attribute WHERE attrelid = 'issued_invoices'::regclass AND attname = 'pdf') AS storage,
        pg_column_size(pdf) AS stored, octet_length(pdf) AS size
      FROM issued_invoices WHERE order_id = ${order._id}`.execute(app.db);
    expect(rows).toEqual([{ storage: 'e', stored: rows[0].size, size: rows[0].size }]);
    expect((await fetchInvoice(order._id)).rawPayload.length).toBe(rows[0].size);
  });

  it('is rendered by a download made while it waits to be issued, taken out of the queue, and kept', async () => {
    const [tablets] = await products([{ price: 55, gstRate: 5 }]);
    const order = await placeOrder([[tablets, 1]]);
    expect(app.invoiceIssuer.issuing(order._id)).toBe(true);
    const download = await fetchInvoice(order._id);
    expect(app.invoiceIssuer.issuing(order._id)).toBe(false);
    const kept = await app.db.selectFrom('issued_invoices').select('pdf').where('order_id', '=', order._id).executeTakeFirstOrThrow();
    expect(download.rawPayload.equals(kept.pdf)).toBe(true);
  });

  it('is kept once, and answered to each, when its first downloads come at once', async () => {
    const [tablets] = await products([{ price: 18, gstRate: 18 }]);
    const order = await placeOrder([[tablets, 1]]);
    const downloads = await Promise.all(Array.from({ length: 4 }, (_, i) => fetchInvoice(order._id, i % 2 ? admin.token : shopper.token)));
    expect(downloads.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const kept = await app.db.selectFrom('issued_invoices').select('pdf').where('order_id', '=', order._id).executeTakeFirstOrThrow();
    for (const res of downloads) expect(res.rawPayload.equals(kept.pdf)).toBe(true);
  });
});

describe('an issued invoice held in memory', () => {
  const rowOf = (orderId: string) =>
    app.db
      .selectFrom('issued_invoices')
      .select(['pdf', sql<string>`xmin::text`.as('version')])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();

  it('is held from its issue, at the version the database holds, for the first download', async () => {
    const [tablets] = await products([{ price: 61, gstRate: 18 }]);
    const order = await placeOrder([[tablets, 1]]);
    await app.invoiceIssuer.settled(order._id);
    const row = await rowOf(order._id);
    const held = app.keptInvoicePdfs.get(order._id);
    expect(held?.version).toBe(row.version);
    expect(held?.pdf.equals(row.pdf)).toBe(true);
    expect((await fetchInvoice(order._id)).rawPayload.equals(row.pdf)).toBe(true);
  });

  /** Two orders of a new product, their invoices issued: the first's as its buyer downloads it, and the second's file. */
  async function twoIssued(price: number, gstRate: ProductFixture['gstRate']) {
    const [tablets] = await products([{ price, gstRate }]);
    const [first, second] = [await placeOrder([[tablets, 1]]), await placeOrder([[tablets, 2]])];
    await Promise.all([app.invoiceIssuer.settled(first._id), app.invoiceIssuer.settled(second._id)]);
    return { first, held: (await fetchInvoice(first._id)).rawPayload, other: (await rowOf(second._id)).pdf };
  }

  it('gives way to the file the database holds once another process (here, SQL) replaces it', async () => {
    const { first, held, other } = await twoIssued(73, 5);
    expect(other.equals(held)).toBe(false);
    await app.db.updateTable('issued_invoices').set({ pdf: other }).where('order_id', '=', first._id).execute();
    expect((await fetchInvoice(first._id)).rawPayload.equals(other)).toBe(true);
    expect(app.keptInvoicePdfs.get(first._id)?.version).toBe((await rowOf(first._id)).version);
    // Deleted by hand: rendered again on the next download, never answered from memory.
    await app.db.deleteFrom('issued_invoices').where('order_id', '=', first._id).execute();
    const again = await fetchInvoice(first._id);
    expect(again.rawPayload.equals((await rowOf(first._id)).pdf)).toBe(true);
    expect((await readInvoice(again.rawPayload)).text).toContain(`Invoice no: ${first.invoiceNo}`);
  });

  it("answers its buyer's downloads from memory until a write to it or its order notifies, and nobody else's", async () => {
    const { first, held, other } = await twoIssued(47, 18);
    // Downloaded again: on PostgreSQL the two invoices' notifications may land after the first
    // download kept its answer, dropping it; this one hears them all before it answers and keeps.
    expect((await fetchInvoice(first._id)).rawPayload.equals(held)).toBe(true);
    // Replaced with its notification switched off, as no write of the shop's can: the buyer is answered from memory.
    await sql`ALTER TABLE issued_invoices DISABLE TRIGGER issued_invoices_orders_changed`.execute(app.db);
    try {
      await app.db.updateTable('issued_invoices').set({ pdf: other }).where('order_id', '=', first._id).execute();
    } finally {
      await sql`ALTER TABLE issued_invoices ENABLE TRIGGER issued_invoices_orders_changed`.execute(app.db);
    }
    expect((await fetchInvoice(first._id)).rawPayload.equals(held)).toBe(true);
    expect((await fetchInvoice(first._id, (await insertUser(app)).token)).statusCode).toBe(404);
    // The same write, notified: the next download is the file the database holds.
    await app.db.updateTable('issued_invoices').set({ pdf: other }).where('order_id', '=', first._id).execute();
    expect((await fetchInvoice(first._id)).rawPayload.equals(other)).toBe(true);
    // A change to the order itself (its cancellation) is on the next download too: the invoice marked CANCELLED.
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/v1/auth/orders/${first._id}/cancel`,
      headers: { authorization: shopper.token },
      payload: { reason: 'Ordered by mistake' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await readInvoice((await fetchInvoice(first._id)).rawPayload)).text).toContain('CANCELLED');
  });
});

describe('invoice numbers', () => {
  it('are consecutive without gaps under 20 concurrent orders, and a refused order takes none', async () => {
    const [stock, scarce] = await products([{ price: 12 }, { price: 5, quantity: 0 }]);
    const before = serialOf((await placeOrder([[stock, 1]])).invoiceNo!);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/products/create',
      headers: { authorization: shopper.token },
      payload: { cart: [{ _id: stock.id }, { _id: scarce.id }], address: 'x', paymentMethod: 'COD' },
    });
    expect(refused.statusCode).toBe(409);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => insertUser(app)));
    const orders = await Promise.all(Array.from({ length: 20 }, (_, i) => placeOrder([[stock, 1]], buyers[i % 4])));
    const serials = orders.map((o) => serialOf(o.invoiceNo!)).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
  });

  it('are given to an order from before invoices on its first request, once, even when asked twice at once', async () => {
    const [tablets] = await products([{ price: 40, hsnCode: '3004', gstRate: 5 }]);
    const older = await placeOrder([[tablets, 2]]);
    // As the migration left an older order: also no HSN or rate on its items.
    await asBeforeInvoices(older._id);
    await app.db.updateTable('order_items').set({ hsn_code: null, gst_rate: null }).where('order_id', '=', older._id).execute();
    const listed = await app.inject({ url: '/api/v1/auth/orders', headers: { authorization: shopper.token } });
    expect(listed.json().find((o: { _id: string }) => o._id === older._id).invoiceNo).toBeNull();

    const last = serialOf((await placeOrder([[tablets, 1]])).invoiceNo!);
    const [first, second] = await Promise.all([fetchInvoice(older._id), fetchInvoice(older._id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const numbered = await app.db.selectFrom('orders').select('invoice_no').where('id', '=', older._id).executeTakeFirstOrThrow();
    expect(serialOf(numbered.invoice_no!)).toBe(last + 1);
    const invoice = await readInvoice(first.rawPayload);
    expect(invoice.text).toContain(`Invoice no: ${numbered.invoice_no}`);
    // The product's own HSN and rate stand in for the facts the older order lacks.
    expect(invoice.lines[0]).toMatchObject({ hsn: '3004', rate: '5%', taxable: 7619, cgst: 191, sgst: 190 });
    expect(serialOf((await placeOrder([[tablets, 1]])).invoiceNo!)).toBe(last + 2);
  });
});

describe('who may fetch an invoice', () => {
  it('the buyer and an administrator; another shopper is told the order does not exist, and numbers nothing', async () => {
    const [tablets] = await products([{ price: 25 }]);
    const order = await placeOrder([[tablets, 1]]);
    await asBeforeInvoices(order._id);
    const other = await insertUser(app);
    const theirs = await fetchInvoice(order._id, other.token);
    const missing = await fetchInvoice('00000000-0000-4000-8000-00000000abcd', other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ success: false, message: 'Order not found' });
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.headers['content-disposition']).toBeUndefined();
    const row = await app.db.selectFrom('orders').select('invoice_no').where('id', '=', order._id).executeTakeFirstOrThrow();
    expect(row.invoice_no).toBeNull();
    expect((await fetchInvoice(order._id, admin.token)).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/v1/auth/orders/${order._id}/invoice` })).statusCode).toBe(401);
  });
});
