/**
 * A stand-in for the server's quoteOrder in component tests: it prices a cart against the
 * given products as the server does (paise, stock and maxPerOrder caps, a fee below the free
 * delivery threshold) and records each request, so tests can check what the page sent and
 * show figures with paise. The real pricing is proven against the server in e2e/orders.spec.ts.
 */
import { http, HttpResponse } from 'msw';
import type { Product, QuoteLine, QuoteRequest, QuoteResponse } from '../api/endpoints';
import { server } from './server';

export type QuoteFakeOptions = { deliveryFee?: number; freeDeliveryAbove?: number; problems?: Record<string, QuoteLine['problem']> };

const paise = (rupees: number) => Math.round(rupees * 100);

export function quoteFor(products: Product[], request: QuoteRequest, options: QuoteFakeOptions = {}): QuoteResponse {
  const { deliveryFee = 49, freeDeliveryAbove = 499, problems = {} } = options;
  const lines: QuoteLine[] = request.cart.map(({ _id, quantity: requested = 1 }) => {
    const product = products.find((candidate) => candidate._id === _id);
    const cap = product ? Math.min(product.quantity, product.maxPerOrder) : 0;
    const quantity = problems[_id] && problems[_id] !== 'limited' ? 0 : Math.min(requested, cap);
    const problem =
      problems[_id] ?? (!product ? 'unavailable' : product.quantity === 0 ? 'out of stock' : quantity < requested ? 'limited' : null);
    const message =
      problem === 'limited'
        ? `Only ${quantity} of ${product?.name} can be ordered`
        : problem && `${product?.name ?? 'This product'} is ${problem}`;
    return {
      _id,
      name: product?.name ?? null,
      slug: product?.slug ?? null,
      price: product?.price ?? 0,
      mrp: product?.mrp ?? 0,
      quantity,
      requested,
      lineTotal: (paise(product?.price ?? 0) * quantity) / 100,
      lineMrp: (paise(product?.mrp ?? 0) * quantity) / 100,
      available: product?.quantity ?? 0,
      maxPerOrder: product?.maxPerOrder ?? 0,
      rxRequired: product?.rxRequired ?? false,
      photo: null,
      problem,
      message,
    };
  });
  const items = lines.reduce((sum, line) => sum + paise(line.lineTotal), 0);
  const mrp = lines.reduce((sum, line) => sum + paise(line.lineMrp), 0);
  const fee = items > 0 && items < paise(freeDeliveryAbove) ? paise(deliveryFee) : 0;
  return {
    lines,
    itemsTotal: items / 100,
    mrpTotal: mrp / 100,
    discount: (mrp - items) / 100,
    deliveryFee: fee / 100,
    freeDeliveryAbove,
    total: (items + fee) / 100,
  };
}

/** Answers POST /api/v1/orders/quote from `products`; returns the requests it got. */
export function fakeQuotes(products: Product[], options: QuoteFakeOptions = {}) {
  const requests: QuoteRequest[] = [];
  server.use(
    http.post('/api/v1/orders/quote', async ({ request }) => {
      const body = (await request.json()) as QuoteRequest;
      requests.push(body);
      return HttpResponse.json(quoteFor(products, body, options));
    }),
  );
  return requests;
}
