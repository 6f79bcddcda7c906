/**
 * A bounded load of shoppers on a real server process while something happens to its database,
 * recording every answer (status, when, how long) so a test can count what failed, when, and how.
 */
import type { Acknowledged } from './crash-checks';
import type { ServerProcess } from './server-process';

export type Product = { _id: string; slug: string };

export type Answer = {
  kind: 'order' | 'orders' | 'product' | 'count' | 'health';
  status: number;
  /** When it was sent and how long it took, in ms since the epoch and ms. */
  sentAt: number;
  ms: number;
  body: any;
  retryAfter: string | null;
  /** A network error instead of an HTTP answer (the server was gone). */
  failure?: string;
};

const WORKERS = 8;
/** A hard bound on each worker, whatever the scenario does. */
const MAX_REQUESTS_PER_WORKER = 1500;

async function send(
  server: ServerProcess,
  kind: Answer['kind'],
  method: string,
  url: string,
  token?: string,
  json?: unknown,
): Promise<Answer> {
  const sentAt = Date.now();
  const headers: Record<string, string> = token ? { authorization: token } : {};
  if (json !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    return {
      kind,
      status: res.status,
      sentAt,
      ms: Date.now() - sentAt,
      body: text ? JSON.parse(text) : undefined,
      retryAfter: res.headers.get('retry-after'),
    };
  } catch (error) {
    return { kind, status: 0, sentAt, ms: Date.now() - sentAt, body: undefined, retryAfter: null, failure: String(error) };
  }
}

/** The products of a worker's i-th step when it is an order: one unit of each. */
const cartOf = (products: Product[], i: number) => products.slice(0, 1 + (i % 2));

/** One shopper's step: mostly reads, one in four an order of one unit of each of 1–2 products. */
function step(server: ServerProcess, n: number, i: number, tokens: string[], products: Product[]) {
  const token = tokens[n % tokens.length];
  const product = products[(n + i) % products.length];
  switch ((n + i) % 5) {
    case 0: {
      const cart = cartOf(products, i).map((p) => ({ _id: p._id }));
      return send(server, 'order', 'POST', '/api/v1/products/create', token, {
        cart,
        address: '7 Outage Lane, Chennai',
        paymentMethod: 'COD',
      });
    }
    case 1:
      return send(server, 'orders', 'GET', '/api/v1/auth/orders', token);
    case 2:
      return send(server, 'product', 'GET', `/api/v1/products/get-product/${product.slug}`);
    case 3:
      return send(server, 'count', 'GET', '/api/v1/products/product-count');
    default:
      return send(server, 'health', 'GET', '/api/health');
  }
}

/**
 * Runs the load until `scenario` has finished and `afterMs` more have passed. Returns every
 * answer and the orders answered 201 (to check later that each is whole).
 */
export async function underLoad(
  server: ServerProcess,
  tokens: string[],
  products: Product[],
  scenario: () => Promise<void>,
  afterMs: number,
): Promise<{ answers: Answer[]; acknowledged: Acknowledged[] }> {
  const answers: Answer[] = [];
  const acknowledged: Acknowledged[] = [];
  let stopAt = Number.POSITIVE_INFINITY;
  const worker = async (n: number) => {
    for (let i = 0; Date.now() < stopAt && i < MAX_REQUESTS_PER_WORKER; i++) {
      const answer = await step(server, n, i, tokens, products);
      answers.push(answer);
      if (answer.kind === 'order' && answer.status === 201) {
        const units = Object.fromEntries(cartOf(products, i).map((p) => [p._id, 1]));
        acknowledged.push({ id: answer.body.order._id, units, total: answer.body.order.total });
      }
      // Keeps the load real but leaves the two shared cores some air.
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const workers = Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
  try {
    await scenario();
    stopAt = Date.now() + afterMs;
  } catch (error) {
    stopAt = 0;
    await workers;
    throw error;
  }
  await workers;
  return { answers, acknowledged };
}

/** How many answers had each status (0 for a network error), for a readable failure. */
export function countStatuses(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}
