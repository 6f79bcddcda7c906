/**
 * Calls to a server process's API over HTTP (fetch), for the tests and the soak that drive a
 * real process (server-process.ts): the bootstrap administrator, shoppers, products, orders.
 */
import type { ServerProcess } from './server-process';

export const ADMIN = { email: 'admin@crash.test', password: 'crash-admin-password' };
/** The environment that makes `ADMIN` the server's bootstrap administrator. */
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

export type Reply = { status: number; body: any };

/** One API call; `form` sends multipart like the admin's product form. */
export async function call(
  server: ServerProcess,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; form?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = options.token ? { authorization: options.token } : {};
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = new FormData();
    for (const [key, value] of Object.entries(options.form)) body.append(key, value);
  }
  const res = await fetch(`${server.url}${url}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** Signs in as the bootstrap administrator. */
export async function adminToken(server: ServerProcess): Promise<string> {
  const res = await call(server, 'POST', '/api/v1/auth/login', { json: ADMIN });
  if (res.status !== 200) throw new Error(`Admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/** Registers and signs in a shopper. */
export async function shopperToken(server: ServerProcess, email: string): Promise<string> {
  const account = { name: 'Shopper', email, password: 'shopper-password', phone: '9876543210', address: '3 MG Road, Pune', answer: '1990' };
  await call(server, 'POST', '/api/v1/auth/register', { json: account });
  const res = await call(server, 'POST', '/api/v1/auth/login', { json: { email, password: account.password } });
  if (res.status !== 200) throw new Error(`Shopper login failed: ${res.status}`);
  return res.body.token;
}

/** Creates a category and a product with `stock` units through the admin API. */
export async function createProduct(server: ServerProcess, admin: string, name: string, stock: number, price = '12.5') {
  const category = await call(server, 'POST', '/api/v1/category/create-category', { token: admin, json: { name: `${name} category` } });
  const product = await call(server, 'POST', '/api/v1/products/create-product', {
    token: admin,
    form: {
      name,
      description: `${name}, strip of 10`,
      price,
      quantity: String(stock),
      category: category.body.category._id,
      shipping: '1',
    },
  });
  if (product.status !== 201) throw new Error(`Product creation failed: ${product.status} ${JSON.stringify(product.body)}`);
  return product.body.product as { _id: string; slug: string; quantity: number };
}

/** Every order, through the admin list, page by page. */
export async function allOrders(server: ServerProcess, admin: string): Promise<any[]> {
  const orders: any[] = [];
  for (let page = 1; ; page++) {
    const res = await call(server, 'GET', `/api/v1/auth/all-orders?page=${page}&perPage=100`, { token: admin });
    orders.push(...res.body);
    if (res.body.length < 100) return orders;
  }
}
