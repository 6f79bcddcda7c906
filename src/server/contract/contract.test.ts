/**
 * Holds the server to openapi.yaml: every operation is served, every answer of a realistic
 * session (and of its refusals) has a status the contract declares and a body its schema
 * accepts, and the file itself passes Redocly's lint.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { insertCategory, insertProduct } from '../testing/catalogue-fixtures';
import { multipartBody, type FormFields } from '../testing/multipart';
import { createTestApp, insertAdmin, type TestApp, type TestUser } from '../testing/test-app';
import { loadDocument, loadOperations, type Operation } from './openapi';

const doc = loadDocument();
const operations = loadOperations(doc);
const byId = new Map(operations.map((op) => [op.operationId, op]));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** The contract's own description of one response (headers, content types), $refs resolved. */
function declaredResponse(op: Operation, status: number) {
  const raw = (doc.paths[op.path] as Record<string, { responses: Record<string, unknown> }>)[op.method.toLowerCase()];
  const response = raw.responses[String(status)];
  if (!response) {
    throw new Error(
      `${op.operationId} answered ${status}, which openapi.yaml does not declare (it declares ${Object.keys(raw.responses).join(', ')})`,
    );
  }
  return response as { headers?: Record<string, unknown>; content?: Record<string, unknown> };
}

const seen = new Map<string, Set<number>>();

/** Fails unless the response's status, headers and body are what the contract declares. */
function expectContract(operationId: string, res: LightMyRequestResponse) {
  const op = byId.get(operationId)!;
  const declared = declaredResponse(op, res.statusCode);
  seen.set(operationId, (seen.get(operationId) ?? new Set()).add(res.statusCode));
  for (const header of Object.keys(declared.headers ?? {})) {
    expect({ operationId, header, present: res.headers[header.toLowerCase()] !== undefined }).toEqual({
      operationId,
      header,
      present: true,
    });
  }
  const schema = op.responses[String(res.statusCode)];
  if (!schema) {
    const types = Object.keys(declared.content ?? {});
    if (types.length > 0) expect(types).toContain(String(res.headers['content-type']).split(';')[0]);
    else expect(res.body).toBe('');
    return;
  }
  const key = `${operationId} ${res.statusCode}`;
  if (!validators.has(key)) validators.set(key, ajv.compile(schema));
  const validate = validators.get(key)!;
  validate(res.json());
  expect({ key, errors: validate.errors ?? null }).toEqual({ key, errors: null });
}

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertAdmin(t.app);
}, 30_000);
afterAll(() => t.close());

/** Calls an operation by id, filling its path parameters, and checks the answer against the contract. */
async function call(
  operationId: string,
  options: { params?: Record<string, string | number>; token?: string } & Omit<InjectOptions, 'url' | 'method'> = {},
) {
  const op = byId.get(operationId)!;
  const { params = {}, token, headers, ...rest } = options;
  const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const res = await t.app.inject({
    method: op.method as InjectOptions['method'],
    url,
    headers: { ...(token ? { authorization: token } : {}), ...headers },
    ...rest,
  });
  expectContract(operationId, res);
  return res;
}

async function form(fields: FormFields) {
  const { payload, headers } = await multipartBody(fields);
  return { payload, headers };
}

const EXAMPLE_PARAMS: Record<string, string | number> = {
  id: '00000000-0000-4000-8000-000000000001',
  orderId: '00000000-0000-4000-8000-000000000002',
  productId: '00000000-0000-4000-8000-000000000003',
  categoryId: '00000000-0000-4000-8000-000000000004',
  slug: 'no-such-thing',
  page: 1,
  keyword: 'paracetamol',
};

describe('every operation of openapi.yaml', () => {
  it.each(operations.map((op) => [op.operationId, op] as const))('%s is served and answers as declared', async (operationId, op) => {
    const res = await call(operationId, {
      params: EXAMPLE_PARAMS,
      token: op.access === 'public' ? undefined : admin.token,
      ...(op.bodyType === 'json' ? { payload: {} } : {}),
      ...(op.bodyType === 'multipart' ? await form({}) : {}),
    });
    const routeMiss = res.statusCode === 404 && String(res.json().message).startsWith('Not found: ');
    expect({ operationId, routeMiss, serverError: res.statusCode >= 500 }).toEqual({ operationId, routeMiss: false, serverError: false });
  });
});

describe('a realistic session', () => {
  let shopperToken: string;
  let productId: string;
  let substituteId: string;
  let orderId: string;
  let categoryId: string;
  const shopper = {
    name: 'Kavya Menon',
    email: 'kavya@example.in',
    password: 'kavya-password',
    phone: '9845012345',
    address: '12 Marine Drive, Kochi',
    answer: '1991',
  };

  it('an administrator builds the catalogue', async () => {
    const category = await call('createCategory', { token: admin.token, payload: { name: 'Pain Relief' } });
    expect(category.statusCode).toBe(201);
    categoryId = category.json().category._id;
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const product = await call('createProduct', {
      token: admin.token,
      ...(await form({
        name: 'Paracetamol 500 mg Tablet',
        description: 'Strip of 15 tablets',
        price: '30.5',
        quantity: '3',
        category: categoryId,
        shipping: '1',
        photo: { bytes: photo, filename: 'p.png', type: 'image/png' },
        mrp: '35',
        unitsPerPack: '15',
        composition: '[{"name":"Paracetamol","strength":"500 mg"}]',
        expiresOn: '2031-01',
      })),
    });
    expect(product.statusCode).toBe(201);
    productId = product.json().product._id;
    const cheaper = await call('createProduct', {
      token: admin.token,
      ...(await form({
        name: 'Febrinil 500',
        description: 'Strip of 10 tablets',
        price: '12',
        quantity: '40',
        category: categoryId,
        unitsPerPack: '10',
        composition: '[{"name":"paracetamol","strength":"500mg"}]',
        schedule: 'OTC',
      })),
    });
    expect(cheaper.statusCode).toBe(201);
    substituteId = cheaper.json().product._id;
    const update = await call('updateProduct', {
      token: admin.token,
      params: { id: productId },
      ...(await form({
        name: 'Paracetamol 500 mg Tablet',
        description: 'Strip of 15 tablets',
        price: '30.5',
        quantity: '3',
        category: categoryId,
        shipping: '1',
      })),
    });
    expect(update.statusCode).toBe(200);
    expect(
      (await call('updateCategory', { token: admin.token, params: { id: categoryId }, payload: { name: 'Pain & Fever' } })).statusCode,
    ).toBe(200);
  });

  it('a shopper browses', async () => {
    const { slug } = (await call('getProducts', { query: { keyword: 'paracetamol' } })).json().products[0];
    const checks: [string, Parameters<typeof call>[1]][] = [
      ['getHealth', {}],
      ['getCategories', {}],
      ['getProductList', { params: { page: 1 } }],
      ['getProductCount', {}],
      ['filterProducts', { payload: { checked: [categoryId], radio: [20, 39] } }],
      ['searchProducts', { params: { keyword: 'para' } }],
      ['suggestProducts', { query: { q: 'para' } }],
      ['getProduct', { params: { slug } }],
      ['getRelatedProducts', { params: { productId, categoryId } }],
      ['getSubstitutes', { params: { productId } }],
      [
        'getProductsByCategory',
        {
          params: {
            slug: (await t.app.db.selectFrom('categories').select('slug').where('id', '=', categoryId).executeTakeFirstOrThrow()).slug,
          },
        },
      ],
      ['getProductPhoto', { params: { id: productId }, query: { size: 'card' } }],
    ];
    for (const [operationId, options] of checks) expect((await call(operationId, options)).statusCode).toBe(200);
    const substitutes = (await call('getSubstitutes', { params: { productId } })).json().products;
    expect(substitutes.map((p: { name: string; savingPercent: number }) => [p.name, p.savingPercent])).toEqual([['Febrinil 500', 41]]);
    const etag = (await call('getProductPhoto', { params: { id: productId } })).headers.etag as string;
    expect((await call('getProductPhoto', { params: { id: productId }, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('a shopper registers, signs in, orders and sees the order', async () => {
    expect((await call('register', { payload: shopper })).statusCode).toBe(201);
    const login = await call('login', { payload: { email: shopper.email, password: shopper.password } });
    shopperToken = login.json().token;
    expect((await call('userAuth', { token: shopperToken })).statusCode).toBe(200);
    expect(
      (
        await call('updateProfile', {
          token: shopperToken,
          payload: { name: 'Kavya M', email: shopper.email, password: '', phone: shopper.phone, address: shopper.address },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('quoteOrder', { payload: { cart: [{ _id: productId, quantity: 2 }] } })).statusCode).toBe(200);
    const placed = await call('createOrder', {
      token: shopperToken,
      payload: { cart: [{ _id: productId }, { _id: productId }], address: shopper.address, paymentMethod: 'COD' },
    });
    expect(placed.statusCode).toBe(201);
    orderId = placed.json().order._id;
    const second = await call('createOrder', {
      token: shopperToken,
      payload: { cart: [{ _id: productId, quantity: 1 }], address: shopper.address, paymentMethod: 'COD', pincode: '560001', state: '29' },
    });
    const cancelled = await call('cancelOrder', {
      token: shopperToken,
      params: { orderId: second.json().order._id },
      payload: { reason: 'Ordered by mistake' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await call('getOrders', { token: shopperToken })).json()).toHaveLength(2);
    const invoice = await call('getOrderInvoice', { token: shopperToken, params: { orderId } });
    expect(invoice.headers['content-disposition']).toMatch(/^attachment; filename="INV-\d{2}-\d{2}-\d{6}\.pdf"$/);
  });

  it('an administrator sees every order and changes its status', async () => {
    expect((await call('adminAuth', { token: admin.token })).statusCode).toBe(200);
    expect((await call('getAllOrders', { token: admin.token, query: { perPage: '10' } })).json()[1]._id).toBe(orderId);
    expect((await call('updateOrderStatus', { token: admin.token, params: { orderId }, payload: { status: 'Shipped' } })).statusCode).toBe(
      200,
    );
  });

  it('refusals answer in the declared error shape', async () => {
    const refusals: [string, Parameters<typeof call>[1], number][] = [
      ['register', { payload: { ...shopper, email: 'not-an-email' } }, 400],
      ['register', { payload: { ...shopper, email: shopper.email.toUpperCase() } }, 409],
      ['login', { payload: { email: shopper.email, password: 'wrong password' } }, 401],
      ['forgotPassword', { payload: { email: shopper.email, answer: '2001', newPassword: 'whatever-new' } }, 401],
      ['userAuth', {}, 401],
      ['adminAuth', { token: shopperToken }, 403],
      ['getAllOrders', { token: shopperToken }, 403],
      ['getOrders', { token: shopperToken, query: { perPage: '500' } }, 400],
      ['updateOrderStatus', { token: admin.token, params: { orderId: EXAMPLE_PARAMS.orderId }, payload: { status: 'Shipped' } }, 404],
      ['updateOrderStatus', { token: admin.token, params: { orderId }, payload: { status: 'Lost' } }, 400],
      ['getOrderInvoice', { token: shopperToken, params: { orderId: EXAMPLE_PARAMS.orderId } }, 404],
      ['getOrderInvoice', { token: shopperToken, params: { orderId: 'not-an-id' } }, 400],
      [
        'createOrder',
        { token: shopperToken, payload: { cart: [{ _id: productId }, { _id: productId }], address: 'Kochi', paymentMethod: 'COD' } },
        409,
      ],
      [
        'createOrder',
        { token: shopperToken, payload: { cart: [{ _id: EXAMPLE_PARAMS.productId }], address: 'Kochi', paymentMethod: 'COD' } },
        404,
      ],
      ['createCategory', { token: admin.token, payload: { name: 'pain & fever' } }, 409],
      ['deleteCategory', { token: admin.token, params: { id: categoryId } }, 409],
      ['getProduct', { params: { slug: 'no-such-product' } }, 404],
      ['getSubstitutes', { params: { productId: EXAMPLE_PARAMS.productId } }, 404],
    ];
    for (const [operationId, options, status] of refusals) {
      const res = await call(operationId, options);
      expect({ operationId, status: res.statusCode }).toEqual({ operationId, status });
      expect(res.json().success).toBe(false);
    }
  });

  it('too many wrong answers are refused with 429', async () => {
    const guess = { email: 'someone-else@example.in', answer: '1970', newPassword: 'whatever-new' };
    for (let i = 0; i < 5; i++) expect((await call('forgotPassword', { payload: guess })).statusCode).toBe(401);
    expect((await call('forgotPassword', { payload: guess })).statusCode).toBe(429);
  });

  it('an administrator removes what they made; the order keeps its copy', async () => {
    expect((await call('deleteProduct', { token: admin.token, params: { id: productId } })).statusCode).toBe(200);
    expect((await call('deleteProduct', { token: admin.token, params: { id: substituteId } })).statusCode).toBe(200);
    expect((await call('deleteCategory', { token: admin.token, params: { id: categoryId } })).statusCode).toBe(200);
    const [, order] = (await call('getOrders', { token: shopperToken })).json();
    expect(order.products[0]).toMatchObject({ _id: productId, name: 'Paracetamol 500 mg Tablet', quantity: 2 });
    expect(
      (await call('forgotPassword', { payload: { email: shopper.email, answer: shopper.answer, newPassword: 'a-new-password' } }))
        .statusCode,
    ).toBe(200);
  });

  it('a shopper orders a prescription medicine with a prescription, and the pharmacist approves it', async () => {
    // The password reset before ended the old session.
    shopperToken = (await call('login', { payload: { email: shopper.email, password: 'a-new-password' } })).json().token;
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#eee' } })
      .jpeg()
      .toBuffer();
    const uploaded = await call('uploadPrescription', {
      token: shopperToken,
      ...(await form({ file: { bytes: photo, filename: 'rx.jpg' } })),
    });
    expect(uploaded.statusCode).toBe(201);
    const { _id: prescriptionId, files } = uploaded.json().prescription;
    const file = await call('getPrescriptionFile', { token: shopperToken, params: { prescriptionId, fileId: files[0]._id } });
    expect(file.statusCode).toBe(200);
    const medicine = await insertProduct(t.app, {
      categoryId: (await insertCategory(t.app)).id,
      name: 'Amoxicillin 500 mg Capsule',
      schedule: 'H',
    });
    const cart = [{ _id: medicine.id }];
    const placed = await call('createOrder', {
      token: shopperToken,
      payload: { cart, address: 'Kochi', paymentMethod: 'COD', prescriptionIds: [prescriptionId] },
    });
    expect(placed.json().order.prescription.status).toBe('Pending review');
    const reviewed = await call('reviewPrescription', {
      token: admin.token,
      params: { orderId: placed.json().order._id },
      payload: { decision: 'approve' },
    });
    expect(reviewed.json().order.prescription.status).toBe('Approved');
  });

  it('exercised every operation with a success status', () => {
    const withoutSuccess = operations.map((op) => op.operationId).filter((id) => ![...(seen.get(id) ?? [])].some((s) => s < 300));
    expect(withoutSuccess).toEqual([]);
  });
});

describe('openapi.yaml', () => {
  it('passes Redocly lint with the rules in redocly.yaml', () => {
    const root = path.resolve(__dirname, '../../..');
    const run = () =>
      execFileSync(path.join(root, 'node_modules/.bin/redocly'), ['lint', 'openapi.yaml', '--format=stylish'], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(run).not.toThrow();
  }, 60_000);
});
