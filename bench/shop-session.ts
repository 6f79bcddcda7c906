/**
 * The signed-in side of the bench, made through the running server's own API: the
 * administrator (pharmacist), a shopper with a few cash-on-delivery orders of products the
 * sample says are in stock, and prescription orders waiting in the pharmacist's queue (only
 * this run's: earlier runs' are rejected first).
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { SampleProduct } from './catalogue-sample';
import { seededRandom } from './targets';

/** Orders waiting for their first invoice download, and how to cancel them afterwards (giving their stock back). */
export type FirstDownloads = { token: string; orderIds: string[]; cancel: () => Promise<void> };

/** A shopper ordering in the background; `stop()` stops, cancels every order placed (their stock goes back) and says how many there were. */
export type OrdersMeanwhile = { stop: () => Promise<number> };

export type ShopSession = {
  adminToken: string;
  shopperToken: string;
  /** The shopper's orders, each with an invoice. */
  orderIds: string[];
  /**
   * Places `count` orders for a second shopper (kept apart so the first's order list keeps its
   * length), whose invoices nobody has downloaded yet (each issued in the background as it is placed).
   */
  placeFirstDownloads: (count: number) => Promise<FirstDownloads>;
  /** Starts a third shopper placing `perSecond` orders a second, each of one unit of a random in-stock product of the sample. */
  orderMeanwhile: (perSecond: number) => OrdersMeanwhile;
};

/**
 * The administrator the bench server starts with (ADMIN_EMAIL / ADMIN_PASSWORD): a new one
 * each run, since the server never changes an existing account's password.
 */
export function benchAdmin() {
  return { email: `bench-admin-${Date.now().toString(36)}@pharmacy.local`, password: randomBytes(18).toString('base64url') };
}

async function call<T>(url: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = init.token;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { ...init, headers, body: init.json === undefined ? init.body : JSON.stringify(init.json) });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
}

const login = async (url: string, email: string, password: string) =>
  (await call<{ token: string }>(`${url}/api/v1/auth/login`, { method: 'POST', json: { email, password } })).token;

/** A photo of a prescription, as a shopper's phone would upload it. */
const prescriptionPhoto = () =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: '#fbf8ee' } })
    .jpeg({ quality: 80 })
    .toBuffer();

async function uploadPrescription(url: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await prescriptionPhoto())], { type: 'image/jpeg' }), 'prescription.jpg');
  form.append('patientName', 'Bench Shopper');
  const res = await call<{ prescription: { _id: string } }>(`${url}/api/v1/prescriptions`, { method: 'POST', body: form, token });
  return res.prescription._id;
}

/**
 * Rejects what earlier runs left in the pharmacist's queue on this database, so that every run
 * measures the queue at the same length: its own prescription orders only.
 */
async function clearQueue(url: string, adminToken: string): Promise<void> {
  for (;;) {
    const waiting = await call<{ order: { _id: string } }[]>(`${url}/api/v1/admin/prescriptions/queue?perPage=100`, { token: adminToken });
    if (waiting.length === 0) return;
    for (const { order } of waiting) {
      await call(`${url}/api/v1/admin/orders/${order._id}/prescription`, {
        method: 'PUT',
        token: adminToken,
        json: { decision: 'reject', reason: "An earlier bench run's order" },
      });
    }
  }
}

const SHOPPER_ADDRESS = '12 MG Road, Bengaluru 560001';

/** Registers a new shopper and signs it in; answers its token. */
async function newShopper(url: string, name: string): Promise<string> {
  const shopper = {
    name,
    email: `bench-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@pharmacy.local`,
    password: randomBytes(12).toString('base64url'),
    phone: '9876543210',
    address: SHOPPER_ADDRESS,
    answer: '1990',
  };
  await call(`${url}/api/v1/auth/register`, { method: 'POST', json: shopper });
  return login(url, shopper.email, shopper.password);
}

/** Places `count` cash-on-delivery orders of three in-stock products each; answers their ids. */
async function placeOrders(url: string, token: string, inStock: SampleProduct[], count: number): Promise<string[]> {
  const carts = Array.from({ length: count }, (_, i) =>
    [0, 1, 2].map((k) => ({ _id: inStock[(i * 3 + k) % inStock.length].id, quantity: 1 + k })),
  );
  return placeCarts(url, token, carts);
}

async function placeCarts(url: string, token: string, carts: { _id: string; quantity: number }[][]): Promise<string[]> {
  const orderIds: string[] = [];
  for (const cart of carts) {
    const placed = await call<{ order: { _id: string } }>(`${url}/api/v1/products/create`, {
      method: 'POST',
      token,
      json: { cart, address: SHOPPER_ADDRESS, paymentMethod: 'COD', pincode: '560001', state: '29' },
    });
    orderIds.push(placed.order._id);
  }
  return orderIds;
}

/**
 * A second shopper's `count` orders of one unit of one of the five best-stocked products: few
 * product rows changed, and cancelled after, so the catalogue reads of later runs see the same
 * stock and no more old row versions than before.
 */
async function placeFirstDownloads(url: string, inStock: SampleProduct[], count: number): Promise<FirstDownloads> {
  const token = await newShopper(url, 'Bench Shopper Two');
  const stocked = [...inStock].sort((a, b) => b.stock - a.stock).slice(0, 5);
  const orderIds = await placeCarts(
    url,
    token,
    Array.from({ length: count }, (_, i) => [{ _id: stocked[i % stocked.length].id, quantity: 1 }]),
  );
  const cancel = async () => {
    for (const id of orderIds)
      await call(`${url}/api/v1/auth/orders/${id}/cancel`, { method: 'PUT', token, json: { reason: 'The bench run is over' } });
  };
  return { token, orderIds, cancel };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function orderMeanwhile(url: string, inStock: SampleProduct[], perSecond: number): OrdersMeanwhile {
  const random = seededRandom(perSecond);
  const orderIds: string[] = [];
  let stopped = false;
  const placing = (async () => {
    const token = await newShopper(url, 'Bench Shopper Three');
    while (!stopped) {
      // One order at a time, started at most `perSecond` times a second: fewer when placing one takes longer.
      const next = pause(1000 / perSecond);
      const product = inStock[Math.floor(random() * inStock.length)];
      orderIds.push(...(await placeCarts(url, token, [[{ _id: product.id, quantity: 1 }]])));
      await next;
    }
    return token;
  })();
  return {
    stop: async () => {
      stopped = true;
      const token = await placing;
      for (const id of orderIds)
        await call(`${url}/api/v1/auth/orders/${id}/cancel`, { method: 'PUT', token, json: { reason: 'The bench run is over' } });
      return orderIds.length;
    },
  };
}

export async function openShopSession(
  url: string,
  admin: { email: string; password: string },
  products: SampleProduct[],
  counts: { orders: number; prescriptionOrders: number },
): Promise<ShopSession> {
  const adminToken = await login(url, admin.email, admin.password);
  await clearQueue(url, adminToken);
  const shopperToken = await newShopper(url, 'Bench Shopper');
  const inStock = products.filter((p) => !p.rxRequired && p.stock >= 10);
  const orderIds = await placeOrders(url, shopperToken, inStock, counts.orders);
  const rx = products.filter((p) => p.rxRequired && p.stock >= 10);
  for (let i = 0; i < counts.prescriptionOrders; i++) {
    const prescriptionId = await uploadPrescription(url, shopperToken);
    await call(`${url}/api/v1/products/create`, {
      method: 'POST',
      token: shopperToken,
      json: { cart: [{ _id: rx[i % rx.length].id }], address: SHOPPER_ADDRESS, paymentMethod: 'COD', prescriptionIds: [prescriptionId] },
    });
  }
  return {
    adminToken,
    shopperToken,
    orderIds,
    placeFirstDownloads: (count) => placeFirstDownloads(url, inStock, count),
    orderMeanwhile: (perSecond) => orderMeanwhile(url, inStock, perSecond),
  };
}
