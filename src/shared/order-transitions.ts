/**
 * Which status an order may move to from which: forward only along Not Processed → Processing
 * → Shipped → Delivered (skipping ahead allowed: a small shop may ship at once), Cancel only
 * before shipping, Cancel and Delivered final. Pure and shared, so the table is tested on its
 * own, every server writer (the admin's status change, the buyer's cancel, a rejected
 * prescription) obeys it, and the admin's status select offers exactly what it allows.
 */
import type { OrderStatus } from './catalogue';

const FORWARD: OrderStatus[] = ['Not Processed', 'Processing', 'Shipped', 'Delivered'];

/** What asking for `to` from `from` means: nothing to do, a change, or a refusal with its reason. */
export type Transition = { kind: 'same' } | { kind: 'allowed' } | { kind: 'refused'; reason: string };

const describe = (status: OrderStatus) => (status === 'Cancel' ? 'a cancelled order' : `a ${status.toLowerCase()} order`);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function transition(from: OrderStatus, to: OrderStatus): Transition {
  // The same status again is a retry, not a change: answered as done, recorded once.
  if (from === to) return { kind: 'same' };
  if (from === 'Cancel' || from === 'Delivered') {
    return { kind: 'refused', reason: `${capitalised(describe(from))} is final: its status cannot change` };
  }
  if (to === 'Cancel') {
    return canBuyerCancel(from)
      ? { kind: 'allowed' }
      : { kind: 'refused', reason: `${capitalised(describe(from))} can no longer be cancelled` };
  }
  if (FORWARD.indexOf(to) < FORWARD.indexOf(from)) {
    return { kind: 'refused', reason: `${capitalised(describe(from))} cannot go back to ${to}` };
  }
  return { kind: 'allowed' };
}

/** Whether the order may still be cancelled: before it is shipped. */
export function canBuyerCancel(status: OrderStatus): boolean {
  return status === 'Not Processed' || status === 'Processing';
}

/** The statuses an order may move to from `status`, in the order the admin's select lists them. */
export function nextStatuses(status: OrderStatus): OrderStatus[] {
  const position = FORWARD.indexOf(status);
  const ahead = position < 0 ? [] : FORWARD.slice(position + 1);
  return canBuyerCancel(status) ? [...ahead, 'Cancel'] : ahead;
}
