/**
 * A valid example request for every operation of openapi.yaml, keyed by operationId, built on
 * a small catalogue. The authorisation matrix sends each one as every kind of caller; the fuzz
 * test mutates them. Each call builds fresh resources where the request consumes them
 * (a category to delete, an account to reset), so any caller may be the one allowed.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { Operation } from '../contract/openapi';
import { insertCategory, insertProduct } from './catalogue-fixtures';
import { type FormFields, multipartBody } from './multipart';
import { orderWith, smallJpeg, uploadPrescription } from './prescription-fixtures';
import { createTestApp, insertAdmin, insertUser, type TestApp, type TestUser } from './test-app';

export type Example = { params?: Record<string, string>; query?: Record<string, string>; json?: unknown; form?: FormFields };

export type World = {
  app: FastifyInstance;
  admin: TestUser;
  owner: TestUser;
  other: TestUser;
  category: { id: string; slug: string };
  product: { id: string; slug: string };
  /** An order of `owner`. */
  orderId: string;
};

const tag = () => randomBytes(4).toString('hex');

export const tinyPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 120, b: 200 } } })
    .png()
    .toBuffer();

const productForm = (categoryId: string, extra: FormFields = {}): FormFields => ({
  name: `Cetirizine 10 mg Tablet ${tag()}`,
  description: 'Strip of 10 tablets.',
  price: '45.5',
  quantity: '20',
  category: categoryId,
  shipping: '1',
  mrp: '52',
  manufacturer: 'Sanjeevani Remedies',
  packSize: 'strip of 10 tablets',
  unitsPerPack: '10',
  dosageForm: 'tablet',
  composition: '[{"name":"Cetirizine","strength":"10 mg"}]',
  schedule: 'OTC',
  hsnCode: '3004',
  gstRate: '5',
  storage: 'Store below 30 °C',
  countryOfOrigin: 'India',
  expiresOn: '2030-06',
  ...extra,
});

export const examples: Record<string, (w: World) => Promise<Example>> = {
  getHealth: async () => ({}),
  register: async () => ({
    json: {
      name: 'Kavya',
      email: `kavya-${tag()}@example.in`,
      password: 'long enough',
      phone: '98450 12345',
      address: '9 Anna Salai, Chennai',
      answer: '1994',
    },
  }),
  login: async (w) => ({ json: { email: w.owner.email, password: w.owner.password } }),
  forgotPassword: async (w) => {
    const someone = await insertUser(w.app);
    return { json: { email: someone.email, answer: someone.answer, newPassword: 'a fresh password' } };
  },
  userAuth: async () => ({}),
  adminAuth: async () => ({}),
  updateProfile: async () => ({ json: { name: 'Same Person', phone: '080 1234 5678', address: '2 Brigade Road, Bengaluru' } }),
  getOrders: async () => ({ query: { page: '1', perPage: '10' } }),
  getAllOrders: async () => ({ query: { page: '1', perPage: '10' } }),
  getOrderInvoice: async (w) => ({ params: { orderId: w.orderId } }),
  updateOrderStatus: async (w) => ({ params: { orderId: w.orderId }, json: { status: 'Processing' } }),
  getCategories: async () => ({}),
  createCategory: async () => ({ json: { name: `Skin Care ${tag()}` } }),
  updateCategory: async (w) => ({ params: { id: (await insertCategory(w.app)).id }, json: { name: `Eye Care ${tag()}` } }),
  deleteCategory: async (w) => ({ params: { id: (await insertCategory(w.app)).id } }),
  getProductList: async () => ({ params: { page: '1' } }),
  getProductCount: async () => ({}),
  filterProducts: async (w) => ({ json: { checked: [w.category.id], radio: [0, 1000], page: 1 } }),
  searchProducts: async () => ({ params: { keyword: 'parac' } }),
  suggestProducts: async () => ({ query: { q: 'parac' } }),
  createProduct: async (w) => ({
    form: productForm(w.category.id, { photo: { bytes: await tinyPng(), filename: 'pack.png', type: 'image/png' } }),
  }),
  getProducts: async () => ({ query: { page: '1', perPage: '5', keyword: 'tablet' } }),
  getProduct: async (w) => ({ params: { slug: w.product.slug } }),
  updateProduct: async (w) => ({
    params: { id: (await insertProduct(w.app, { categoryId: w.category.id })).id },
    form: productForm(w.category.id, { quantity: '0' }),
  }),
  deleteProduct: async (w) => ({ params: { id: (await insertProduct(w.app, { categoryId: w.category.id })).id } }),
  getRelatedProducts: async (w) => ({ params: { productId: w.product.id, categoryId: w.category.id } }),
  getSubstitutes: async (w) => ({ params: { productId: w.product.id } }),
  getProductsByCategory: async (w) => ({ params: { slug: w.category.slug }, query: { page: '1' } }),
  getProductPhoto: async (w) => ({ params: { id: w.product.id }, query: { size: 'thumb' } }),
  createOrder: async (w) => ({
    json: { cart: [{ _id: w.product.id, name: 'ignored', price: 1 }], address: '5 Park Street, Kolkata', paymentMethod: 'COD' },
  }),
  quoteOrder: async (w) => ({ json: { cart: [{ _id: w.product.id, quantity: 2 }], state: '19', pincode: '700016' } }),
  cancelOrder: async (w) => ({
    params: { orderId: await placeOrderOf(w.app, w.owner, w.product.id) },
    json: { reason: 'Ordered by mistake' },
  }),
  uploadPrescription: async () => ({
    form: {
      file: { bytes: await smallJpeg(), filename: 'rx.jpg', type: 'image/jpeg' },
      patientName: 'Asha Rao',
      prescribedOn: '2026-01-15',
    },
  }),
  listMyPrescriptions: async () => ({ query: { page: '1', perPage: '10' } }),
  getPrescriptionFile: async (w) => {
    const prescription = await uploadPrescription(w.app, w.owner);
    return { params: { prescriptionId: prescription._id, fileId: prescription.files[0]._id } };
  },
  listPrescriptionQueue: async () => ({ query: { page: '1', perPage: '10' } }),
  reviewPrescription: async (w) => {
    // A fresh order waiting for review each time, so whichever caller is allowed finds one.
    const medicine = await insertProduct(w.app, { categoryId: w.category.id, schedule: 'H', quantity: 5 });
    const prescription = await uploadPrescription(w.app, w.owner);
    const order = await orderWith(w.app, w.owner, [medicine.id], [prescription._id]);
    return { params: { orderId: order.json().order._id }, json: { decision: 'approve' } };
  },
  getPharmacyDetails: async () => ({}),
};

/** A fresh order of `buyer` for one unit of the product: an operation that consumes an order gets its own. */
async function placeOrderOf(app: FastifyInstance, buyer: TestUser, productId: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/products/create',
    headers: { authorization: buyer.token },
    payload: { cart: [{ _id: productId }], address: '1 MG Road, Pune', paymentMethod: 'COD' },
  });
  return res.json().order._id;
}

/** The URL of `op` with the example's path and query parameters filled in. */
export function urlOf(op: Operation, example: Example): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(example.params?.[name] ?? ''));
  const query = new URLSearchParams(example.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

/** The example as `app.inject()` options, signed with `token` when given. */
export async function injectOptions(op: Operation, example: Example, token?: string): Promise<InjectOptions> {
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const options: InjectOptions = { method: op.method, url: urlOf(op, example), headers };
  if (example.form) {
    const body = await multipartBody(example.form);
    return { ...options, payload: body.payload, headers: { ...headers, ...body.headers } };
  }
  if (example.json !== undefined) return { ...options, payload: example.json as object };
  return options;
}

/** The shared catalogue, accounts and an order of `owner`; the product has a real photo. */
export async function buildWorld(app: FastifyInstance): Promise<World> {
  const [admin, owner, other] = [await insertAdmin(app), await insertUser(app), await insertUser(app)];
  const category = await insertCategory(app);
  const { payload, headers } = await multipartBody(
    productForm(category.id, {
      name: `Paracetamol 500 mg ${tag()}`,
      quantity: '100000',
      photo: { bytes: await tinyPng(), filename: 'p.png' },
    }),
  );
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/products/create-product',
    payload,
    headers: { ...headers, authorization: admin.token },
  });
  const product = created.json().product as { _id: string; slug: string };
  const order = await app.inject({
    method: 'POST',
    url: '/api/v1/products/create',
    headers: { authorization: owner.token },
    payload: { cart: [{ _id: product._id }], address: '1 MG Road, Pune', paymentMethod: 'COD' },
  });
  return { app, admin, owner, other, category, product: { id: product._id, slug: product.slug }, orderId: order.json().order._id };
}

/**
 * A fresh app with the world built on it before the file's tests, closed after them. The
 * object returned is filled in by then: read it inside tests and hooks, not at the top level.
 */
export function worldForThisFile(): World {
  const world = {} as World;
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    Object.assign(world, await buildWorld(t.app));
  });
  afterAll(() => t?.close());
  return world;
}
