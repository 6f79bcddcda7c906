/**
 * The Idempotency-Key of one checkout: made when the shopper first places the order, sent again
 * when that same order (same cart, same address) is retried after a failure, so a lost answer
 * never becomes a second order; forgotten after success, or when the cart or address changes.
 */
import { useRef } from 'react';

// randomUUID exists only in secure contexts (HTTPS, localhost); getRandomValues everywhere.
const newKey = (): string =>
  crypto.randomUUID?.() ?? Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export function useCheckoutKey() {
  const checkout = useRef<{ key: string; order: string } | null>(null);
  return {
    /** The key for this order: the last one while the order is the same, else a new one. */
    keyFor(order: unknown): string {
      const described = JSON.stringify(order);
      if (checkout.current?.order !== described) checkout.current = { key: newKey(), order: described };
      return checkout.current.key;
    },
    /** The order was placed: the next checkout gets a key of its own. */
    placed() {
      checkout.current = null;
    },
  };
}
