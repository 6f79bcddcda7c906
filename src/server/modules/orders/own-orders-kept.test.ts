/**
 * A shopper's own orders are answered from memory only while the database says nothing on the
 * page changed (kept-pages.ts; the version too is kept, until a NOTIFY heard before the
 * request is answered: kept-versions.ts): every change an order shows, made by this process or
 * straight in the database as another process would, is on the next read; a browser holding
 * the page gets 304; nobody else's ETag opens it; and no browser keeps it.
 */
import { orderShopForThisFile, renameUnnoticed } from '../../testing/order-fixtures';
import { insertUser, type TestUser } from '../../testing/test-app';

const shop = orderShopForThisFile();

const ownOrders = (shopper: TestUser, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url: '/api/v1/auth/orders', headers: { authorization: shopper.token, ...headers } });

/** A shopper with one order, their orders read three times, so the page is kept; its last answer. */
async function keptPage(name = 'Kavya Nair') {
  const shopper = await insertUser(shop.app, { name });
  const product = await shop.product({ quantity: 10 });
  expect((await shop.order(shopper, [{ _id: product.id }])).statusCode).toBe(201);
  await ownOrders(shopper);
  await ownOrders(shopper);
  const answer = await ownOrders(shopper);
  expect(answer.statusCode).toBe(200);
  return { shopper, product, answer, orderId: answer.json()[0]._id as string };
}

it('answers the same page again, with a weak ETag a client revalidates, and 304 while it holds', async () => {
  const { shopper, answer } = await keptPage();
  expect(answer.headers.etag).toMatch(/^W\/"/);
  expect(answer.headers['cache-control']).toBe('private, no-store');
  expect(answer.headers['x-total-count']).toBe('1');
  const again = await ownOrders(shopper);
  expect(again.body).toBe(answer.body);
  const revalidated = await ownOrders(shopper, { 'if-none-match': String(answer.headers.etag) });
  expect(revalidated.statusCode).toBe(304);
  expect(revalidated.body).toBe('');
});

it('shows a status change by the administrator on the next read, with a new ETag', async () => {
  const { shopper, answer, orderId } = await keptPage();
  expect((await shop.setStatus(orderId, 'Processing')).statusCode).toBe(200);
  const next = await ownOrders(shopper, { 'if-none-match': String(answer.headers.etag) });
  expect(next.statusCode).toBe(200);
  expect(next.json()[0].status).toBe('Processing');
  expect(next.json()[0].timeline.map((event: { to: string }) => event.to)).toEqual(['Not Processed', 'Processing']);
  expect(next.headers.etag).not.toBe(answer.headers.etag);
});

it('shows a change made straight in the database, as by another server process, on the next read', async () => {
  const { shopper, orderId } = await keptPage();
  await shop.app.db.updateTable('orders').set({ status: 'Shipped' }).where('id', '=', orderId).execute();
  expect((await ownOrders(shopper)).json()[0].status).toBe('Shipped');
  await shop.app.db.updateTable('users').set({ name: 'Kavya N.' }).where('id', '=', shopper.id).execute();
  expect((await ownOrders(shopper)).json()[0].buyer.name).toBe('Kavya N.');
});

it('answers a kept page without reading its version: a change that notifies nothing is not seen until one does', async () => {
  const { shopper, orderId } = await keptPage('Rohan Das');
  await renameUnnoticed(shop.app, shopper.id, 'Rohan D.');
  expect((await ownOrders(shopper)).json()[0].buyer.name).toBe('Rohan Das');
  await shop.app.db.updateTable('orders').set({ status: 'Processing' }).where('id', '=', orderId).execute();
  expect((await ownOrders(shopper)).json()[0]).toMatchObject({ status: 'Processing', buyer: { name: 'Rohan D.' } });
});

it("keeps a page's version through a write to one of its orders' invoices, which no page shows", async () => {
  const { shopper, orderId } = await keptPage('Tara Menon');
  await shop.app.invoiceIssuer.settled(orderId);
  await renameUnnoticed(shop.app, shopper.id, 'Tara M.');
  const touched = await shop.app.db.updateTable('issued_invoices').set({ issued_at: new Date() }).where('order_id', '=', orderId).execute();
  expect(touched[0].numUpdatedRows).toBe(1n);
  expect((await ownOrders(shopper)).json()[0].buyer.name).toBe('Tara Menon');
});

it("keeps a page's version through another shopper's order, and drops it at the shopper's own", async () => {
  const { shopper, product } = await keptPage('Ira Sen');
  await renameUnnoticed(shop.app, shopper.id, 'Ira S.');
  const other = await insertUser(shop.app, { name: 'Dev Joshi' });
  expect((await shop.order(other, [{ _id: product.id }])).statusCode).toBe(201);
  expect((await ownOrders(shopper)).json()[0].buyer.name).toBe('Ira Sen');
  expect((await shop.order(shopper, [{ _id: product.id }])).statusCode).toBe(201);
  const next = await ownOrders(shopper);
  expect(next.json()).toHaveLength(2);
  expect(next.json()[0].buyer.name).toBe('Ira S.');
});

it('shows a new order first, and the new total', async () => {
  const { shopper, product, orderId } = await keptPage();
  expect((await shop.order(shopper, [{ _id: product.id }, { _id: product.id }])).statusCode).toBe(201);
  const next = await ownOrders(shopper);
  expect(next.headers['x-total-count']).toBe('2');
  expect(next.json().map((order: { _id: string }) => order._id)[1]).toBe(orderId);
  expect(next.json()[0].products[0].quantity).toBe(2);
});

it("opens no page with another shopper's ETag", async () => {
  const first = await keptPage('Ravi Kumar');
  const second = await keptPage('Sana Shaikh');
  const res = await ownOrders(second.shopper, { 'if-none-match': String(first.answer.headers.etag) });
  expect(res.statusCode).toBe(200);
  expect(res.json()[0].buyer.name).toBe('Sana Shaikh');
});
