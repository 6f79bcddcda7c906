/**
 * The pharmacist's queue is answered from memory only while the database says nothing on the
 * page changed (kept-pages.ts, queueVersion; the version too is kept, until a NOTIFY heard
 * before the request is answered: kept-versions.ts): a review, a new waiting order, a change straight in the
 * database to any table the queue is read from, as another process would make, and an
 * approval's validity running out are each on the next read; a client holding the page gets
 * 304, and no browser keeps it.
 */
import { sql } from 'kysely';
import { insertCategory, insertProduct } from '../../testing/catalogue-fixtures';
import { renameUnnoticed } from '../../testing/order-fixtures';
import { orderWith, uploadPrescription } from '../../testing/prescription-fixtures';
import { createTestApp, insertAdmin, insertUser, type TestApp, type TestUser } from '../../testing/test-app';

type Entry = { order: { _id: string; buyer: { name: string } }; prescriptions: { _id: string; status: string; reusable: boolean }[] };

let t: TestApp;
let admin: TestUser;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await insertAdmin(t.app);
  categoryId = (await insertCategory(t.app)).id;
});
afterAll(() => t.close());

const queue = (headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ url: `/api/v1/admin/prescriptions/queue${query}`, headers: { authorization: admin.token, ...headers } });
const entryOf = (answer: { json: () => Entry[] }, orderId: string) => answer.json().find((entry) => entry.order._id === orderId);

/** A new shopper's order of a prescription medicine, waiting for review; its ids. */
async function waitingOrder(name = 'Meera Iyer') {
  const shopper = await insertUser(t.app, { name });
  const drug = await insertProduct(t.app, { categoryId, name: 'Amlodipine 5 mg Tablet', schedule: 'H', quantity: 10 });
  const rx = await uploadPrescription(t.app, shopper);
  const placed = await orderWith(t.app, shopper, [drug.id], [rx._id]);
  expect(placed.statusCode).toBe(201);
  return { shopper, orderId: placed.json().order._id as string, prescriptionId: rx._id };
}

/** The queue read three times (so its page is kept); the last answer. */
async function keptQueue() {
  await queue();
  await queue();
  const answer = await queue();
  expect(answer.statusCode).toBe(200);
  return answer;
}

it('answers the same page again, with a weak ETag a client revalidates, and 304 while it holds', async () => {
  const { orderId } = await waitingOrder();
  const answer = await keptQueue();
  expect(entryOf(answer, orderId)).toBeDefined();
  expect(answer.headers.etag).toMatch(/^W\/"/);
  expect(answer.headers['cache-control']).toBe('private, no-store');
  expect(Number(answer.headers['x-total-count'])).toBe(answer.json().length);
  expect((await queue()).body).toBe(answer.body);
  const revalidated = await queue({ 'if-none-match': String(answer.headers.etag) });
  expect([revalidated.statusCode, revalidated.body]).toEqual([304, '']);
  // Another window is another page, with a tag of its own.
  const firstOnly = await queue({ 'if-none-match': String(answer.headers.etag) }, '?perPage=1');
  expect(firstOnly.statusCode).toBe(200);
  expect(firstOnly.json()).toHaveLength(1);
});

it('leaves out an order once its prescription is reviewed, and counts one fewer', async () => {
  const { orderId } = await waitingOrder();
  const answer = await keptQueue();
  const review = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/orders/${orderId}/prescription`,
    headers: { authorization: admin.token },
    payload: { decision: 'approve' },
  });
  expect(review.statusCode).toBe(200);
  const next = await queue({ 'if-none-match': String(answer.headers.etag) });
  expect(next.statusCode).toBe(200);
  expect(entryOf(next, orderId)).toBeUndefined();
  expect(Number(next.headers['x-total-count'])).toBe(Number(answer.headers['x-total-count']) - 1);
});

it('shows a new waiting order on the next read', async () => {
  const answer = await keptQueue();
  const { orderId } = await waitingOrder();
  const next = await queue();
  expect(entryOf(next, orderId)).toBeDefined();
  expect(Number(next.headers['x-total-count'])).toBe(Number(answer.headers['x-total-count']) + 1);
});

it('shows changes made straight in the database, as by another server process, on the next read', async () => {
  const { shopper, orderId, prescriptionId } = await waitingOrder('Arjun Menon');
  await keptQueue();
  await t.app.db.updateTable('users').set({ name: 'Arjun M.' }).where('id', '=', shopper.id).execute();
  expect(entryOf(await queue(), orderId)!.order.buyer.name).toBe('Arjun M.');
  await t.app.db.updateTable('prescriptions').set({ status: 'Rejected', reason: 'Unreadable' }).where('id', '=', prescriptionId).execute();
  expect(entryOf(await queue(), orderId)!.prescriptions[0].status).toBe('Rejected');
  await t.app.db.deleteFrom('order_prescriptions').where('order_id', '=', orderId).execute();
  expect(entryOf(await queue(), orderId)!.prescriptions).toEqual([]);
  await t.app.db.updateTable('orders').set({ prescription_status: 'Approved' }).where('id', '=', orderId).execute();
  expect(entryOf(await queue(), orderId)).toBeUndefined();
});

it('answers a kept page without reading its version: a change that notifies nothing is not seen until one does', async () => {
  const { shopper, orderId } = await waitingOrder('Kavya Rao');
  await keptQueue();
  await renameUnnoticed(t.app, shopper.id, 'Kavya R.');
  expect(entryOf(await queue(), orderId)!.order.buyer.name).toBe('Kavya Rao');
  await t.app.db.updateTable('users').set({ name: 'Kavya Ramesh' }).where('id', '=', shopper.id).execute();
  expect(entryOf(await queue(), orderId)!.order.buyer.name).toBe('Kavya Ramesh');
});

it('shows an approval running out with time alone, though no row changed', async () => {
  const { orderId, prescriptionId } = await waitingOrder();
  await sql`UPDATE prescriptions SET status = 'Approved', valid_until = now() + interval '1 second' WHERE id = ${prescriptionId}`.execute(
    t.app.db,
  );
  await keptQueue();
  expect(entryOf(await queue(), orderId)!.prescriptions[0].reusable).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  expect(entryOf(await queue(), orderId)!.prescriptions[0].reusable).toBe(false);
});
