/**
 * The prescription rules end to end through the real API: files only for their owner or an
 * administrator, orders of prescription medicines need a usable prescription of the buyer's
 * own, no such order is processed before approval, a rejection cancels and restocks exactly
 * once however many reviews race, and prescriptions outlive the products they were for.
 */
import { insertCategory, insertProduct } from '../../testing/catalogue-fixtures';
import { orderWith, uploadPrescription } from '../../testing/prescription-fixtures';
import { createTestApp, insertAdmin, insertUser, type TestApp, type TestUser } from '../../testing/test-app';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
let other: TestUser;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, shopper, other] = [await insertAdmin(t.app), await insertUser(t.app), await insertUser(t.app)];
  categoryId = (await insertCategory(t.app)).id;
});
afterAll(() => t.close());

const medicine = (name: string, quantity = 10) => insertProduct(t.app, { categoryId, name, schedule: 'H', quantity });
const stockOf = async (id: string) =>
  (await t.app.db.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity;
const review = (orderId: string, body: object, user = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/orders/${orderId}/prescription`,
    headers: { authorization: user.token },
    payload: body,
  });
const setStatus = (orderId: string, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/auth/order-status/${orderId}`,
    headers: { authorization: admin.token },
    payload: { status },
  });

describe('files', () => {
  it('answers another shopper exactly as for a missing id, and the owner and an admin with the bytes', async () => {
    const { _id, files } = await uploadPrescription(t.app, shopper);
    const url = `/api/v1/prescriptions/${_id}/files/${files[0]._id}`;
    const theirs = await t.app.inject({ url, headers: { authorization: other.token } });
    const missing = await t.app.inject({
      url: `/api/v1/prescriptions/${_id}/files/${crypto.randomUUID()}`,
      headers: { authorization: other.token },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    for (const user of [shopper, admin]) {
      const res = await t.app.inject({ url, headers: { authorization: user.token } });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
        'content-disposition': `inline; filename="prescription-${files[0]._id}.jpg"`,
      });
    }
  });
});

describe('placing an order', () => {
  it('refuses a prescription medicine without a prescription, naming the products', async () => {
    const [a, b] = [await medicine('Amoxicillin 500 mg Capsule'), await medicine('Azithromycin 500 mg Tablet')];
    const otc = await insertProduct(t.app, { categoryId, name: 'Paracetamol 500 mg Tablet' });
    const res = await orderWith(t.app, shopper, [a.id, b.id, otc.id]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'A prescription is required for Amoxicillin 500 mg Capsule and Azithromycin 500 mg Tablet: upload one, or pick an approved prescription that is still valid',
    );
    expect([await stockOf(a.id), await stockOf(b.id), await stockOf(otc.id)]).toEqual([10, 10, 10]);
    const plain = await orderWith(t.app, shopper, [otc.id]);
    expect(plain.json().order.prescription).toEqual({
      status: 'Not required',
      reason: null,
      reviewedAt: null,
      pharmacist: null,
      prescriptionIds: [],
    });
  });

  it("refuses another shopper's prescription exactly like a missing one", async () => {
    const drug = await medicine('Cefixime 200 mg Tablet');
    const theirs = await uploadPrescription(t.app, other);
    const withTheirs = await orderWith(t.app, shopper, [drug.id], [theirs._id]);
    const withMissing = await orderWith(t.app, shopper, [drug.id], [crypto.randomUUID()]);
    expect(withTheirs.statusCode).toBe(400);
    expect(withTheirs.body).toBe(withMissing.body);
    expect(await stockOf(drug.id)).toBe(10);
  });
});

describe('review', () => {
  it('keeps the order from being processed until approved, then records the pharmacist', async () => {
    const drug = await medicine('Metformin 500 mg Tablet');
    const rx = await uploadPrescription(t.app, shopper);
    const order = (await orderWith(t.app, shopper, [drug.id], [rx._id])).json().order;
    expect(order.prescription).toMatchObject({ status: 'Pending review', prescriptionIds: [rx._id] });
    for (const status of ['Processing', 'Shipped', 'Delivered']) {
      const res = await setStatus(order._id, status);
      expect([res.statusCode, res.json().message]).toEqual([409, 'This order needs an approved prescription before it can be processed']);
    }
    const queue = await t.app.inject({ url: '/api/v1/admin/prescriptions/queue', headers: { authorization: admin.token } });
    const entry = queue.json().find((e: { order: { _id: string } }) => e.order._id === order._id);
    expect(entry.lines).toEqual([{ productId: drug.id, name: 'Metformin 500 mg Tablet', schedule: 'H' }]);
    expect(entry.prescriptions.map((p: { _id: string }) => p._id)).toEqual([rx._id]);

    const approved = await review(order._id, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().order.prescription).toMatchObject({
      status: 'Approved',
      pharmacist: { name: 'Priya Nair', registrationNo: 'KSPC-12345' },
    });
    expect((await review(order._id, { decision: 'reject', reason: 'Too late' })).statusCode).toBe(409);
    expect((await setStatus(order._id, 'Shipped')).statusCode).toBe(200);
    const mine = await t.app.inject({ url: '/api/v1/prescriptions', headers: { authorization: shopper.token } });
    expect(mine.json().find((p: { _id: string }) => p._id === rx._id)).toMatchObject({ status: 'Approved', reusable: true });
  });

  it('rejects once out of 20 racing reviews, cancels the order and returns its stock once', async () => {
    const drug = await medicine('Atorvastatin 10 mg Tablet', 5);
    const rx = await uploadPrescription(t.app, shopper);
    const order = (await orderWith(t.app, shopper, [drug.id, drug.id], [rx._id])).json().order;
    expect(await stockOf(drug.id)).toBe(3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => review(order._id, { decision: 'reject', reason: 'The prescription is not signed' })),
    );
    const won = answers.filter((res) => res.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(19);
    expect(won[0].json().order).toMatchObject({
      status: 'Cancel',
      prescription: { status: 'Rejected', reason: 'The prescription is not signed' },
    });
    expect(await stockOf(drug.id)).toBe(5);
    // A late approval finds it decided too.
    expect((await review(order._id, { decision: 'approve' })).statusCode).toBe(409);
  });

  it('needs a reason to reject', async () => {
    const drug = await medicine('Losartan 50 mg Tablet');
    const rx = await uploadPrescription(t.app, shopper);
    const order = (await orderWith(t.app, shopper, [drug.id], [rx._id])).json().order;
    const res = await review(order._id, { decision: 'reject', reason: '   ' });
    expect([res.statusCode, res.json().message]).toEqual([400, "'reason' is required to reject a prescription"]);
    const rejected = await review(order._id, { decision: 'reject', reason: 'Dosage is not readable' });
    expect(rejected.json().order).toMatchObject({
      status: 'Cancel',
      prescription: { status: 'Rejected', reason: 'Dosage is not readable' },
    });
    expect(await stockOf(drug.id)).toBe(10);
  });
});

it('keeps prescriptions and their review when the product is deleted', async () => {
  const drug = await medicine('Amlodipine 5 mg Tablet');
  const rx = await uploadPrescription(t.app, shopper);
  const order = (await orderWith(t.app, shopper, [drug.id], [rx._id])).json().order;
  await review(order._id, { decision: 'approve' });
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/v1/products/delete-product/${drug.id}`,
    headers: { authorization: admin.token },
  });
  expect(deleted.statusCode).toBe(200);
  const mine = await t.app.inject({ url: '/api/v1/prescriptions', headers: { authorization: shopper.token } });
  expect(mine.json().find((p: { _id: string }) => p._id === rx._id)).toMatchObject({
    status: 'Approved',
    pharmacist: { name: 'Priya Nair' },
  });
  const file = await t.app.inject({
    url: `/api/v1/prescriptions/${rx._id}/files/${rx.files[0]._id}`,
    headers: { authorization: shopper.token },
  });
  expect(file.statusCode).toBe(200);
});

it('names the pharmacy to anyone', async () => {
  const res = await t.app.inject({ url: '/api/v1/pharmacy' });
  expect(res.json()).toEqual({
    pharmacistName: 'Priya Nair',
    pharmacistRegistrationNo: 'KSPC-12345',
    pharmacyLicenceNo: 'KA-BLR-20B-000123',
  });
});
