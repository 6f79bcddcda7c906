/**
 * Buy again: puts a past order's products back in the cart at today's prices, as many units
 * as were bought (plus any already in the cart) but no more than the stock and the product's
 * per-order limit allow. The server's quote says what can be ordered; products that are gone,
 * out of stock or expired are left out and named.
 */
import { useState } from 'react';
import { api, type Order, type Product, type QuoteLine } from '../../api/endpoints';
import { useAppDispatch, useAppStore } from '../../store/hooks';
import { linesPut, MAX_UNITS, selectCartItems } from '../../store/cartSlice';

export type BuyAgainResult = { added: string[]; limited: string[]; left: string[] };

const REASON: Record<string, string> = { unavailable: 'no longer sold', 'out of stock': 'out of stock', expired: 'expired' };

export function useBuyAgain() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [busy, setBusy] = useState(false);

  const buyAgain = async (order: Order): Promise<BuyAgainResult> => {
    setBusy(true);
    try {
      const inCart = new Map(selectCartItems(store.getState()).map((item) => [item._id, item.cartQuantity]));
      const cart = order.products.map(({ _id, quantity }) => ({ _id, quantity: Math.min(MAX_UNITS, quantity + (inCart.get(_id) ?? 0)) }));
      const quote = await dispatch(
        api.endpoints.quoteOrder.initiate({ quoteRequest: { cart } }, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      const result: BuyAgainResult = { added: [], limited: [], left: [] };
      const byId = new Map(quote.lines.map((line) => [line._id, line]));
      const orderable: (QuoteLine & { boughtAs: string })[] = [];
      order.products.forEach((item) => {
        const line = byId.get(item._id);
        if (!line || line.quantity < 1 || (line.problem && line.problem !== 'limited'))
          result.left.push(`${item.name} (${REASON[line?.problem ?? 'unavailable'] ?? line?.message})`);
        else orderable.push({ ...line, boughtAs: item.name });
      });
      const products = await Promise.all(
        orderable.map((line) => dispatch(api.endpoints.getProduct.initiate({ slug: line.slug ?? '' }, { subscribe: false })).unwrap()),
      );
      const put: { product: Product; quantity: number }[] = [];
      orderable.forEach((line, index) => {
        put.push({ product: products[index].product, quantity: line.quantity });
        if (line.problem === 'limited') result.limited.push(`${line.boughtAs} (only ${line.quantity})`);
        else result.added.push(line.boughtAs);
      });
      dispatch(linesPut(put));
      return result;
    } finally {
      setBusy(false);
    }
  };
  return { buyAgain, busy };
}
