/**
 * Runs the real server as a child process (the compiled dist/server/server.js) on a
 * temporary DATA_DIR and a free loopback port, the way production runs it, so tests can kill
 * it, restart it and start a second one beside it. API only (CLIENT_DIR=''), no demo catalogue.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { builtServer } from './built-server';

export const ROOT = path.resolve(__dirname, '../../..');
export const ADMIN = { email: 'admin@crash.test', password: 'crash-admin-password' };

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Spawns the server; does not wait for it to be ready (see `waitUntilReady`). */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [builtServer()], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

/** Waits until /api/health answers 200, failing with the server's output if it exits first. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The server exited before it was ready:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  await waitUntilReady(server);
  return server;
}

/** Sends `signal` and waits for the exit. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

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
    form: { name, description: `${name}, strip of 10`, price, quantity: String(stock), category: category.body.category._id, shipping: '1' },
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
