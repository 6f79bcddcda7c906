/** The transitions table, every pair of statuses: forward only, Cancel before shipping, Cancel and Delivered final. */
import { ORDER_STATUSES, type OrderStatus } from './catalogue';
import { canBuyerCancel, nextStatuses, transition } from './order-transitions';

// The third column: 'same', 'allowed', or the refusal's reason.
const table: [OrderStatus, OrderStatus, string][] = [
  ['Not Processed', 'Not Processed', 'same'],
  ['Not Processed', 'Processing', 'allowed'],
  ['Not Processed', 'Shipped', 'allowed'],
  ['Not Processed', 'Delivered', 'allowed'],
  ['Not Processed', 'Cancel', 'allowed'],
  ['Processing', 'Not Processed', 'A processing order cannot go back to Not Processed'],
  ['Processing', 'Processing', 'same'],
  ['Processing', 'Shipped', 'allowed'],
  ['Processing', 'Delivered', 'allowed'],
  ['Processing', 'Cancel', 'allowed'],
  ['Shipped', 'Not Processed', 'A shipped order cannot go back to Not Processed'],
  ['Shipped', 'Processing', 'A shipped order cannot go back to Processing'],
  ['Shipped', 'Shipped', 'same'],
  ['Shipped', 'Delivered', 'allowed'],
  ['Shipped', 'Cancel', 'A shipped order can no longer be cancelled'],
  ['Delivered', 'Not Processed', 'A delivered order is final: its status cannot change'],
  ['Delivered', 'Processing', 'A delivered order is final: its status cannot change'],
  ['Delivered', 'Shipped', 'A delivered order is final: its status cannot change'],
  ['Delivered', 'Delivered', 'same'],
  ['Delivered', 'Cancel', 'A delivered order is final: its status cannot change'],
  ['Cancel', 'Not Processed', 'A cancelled order is final: its status cannot change'],
  ['Cancel', 'Processing', 'A cancelled order is final: its status cannot change'],
  ['Cancel', 'Shipped', 'A cancelled order is final: its status cannot change'],
  ['Cancel', 'Delivered', 'A cancelled order is final: its status cannot change'],
  ['Cancel', 'Cancel', 'same'],
];

it('covers every pair of statuses', () => {
  expect(table.length).toBe(ORDER_STATUSES.length ** 2);
  expect(new Set(table.map(([from, to]) => `${from}>${to}`)).size).toBe(table.length);
});

it.each(table)('%s → %s: %s', (from, to, want) => {
  const expected = want === 'same' || want === 'allowed' ? { kind: want } : { kind: 'refused', reason: want };
  expect(transition(from, to)).toEqual(expected);
});

it('lets the buyer cancel only before the order is shipped', () => {
  expect(ORDER_STATUSES.filter(canBuyerCancel)).toEqual(['Not Processed', 'Processing']);
});

it.each([
  ['Not Processed', ['Processing', 'Shipped', 'Delivered', 'Cancel']],
  ['Processing', ['Shipped', 'Delivered', 'Cancel']],
  ['Shipped', ['Delivered']],
  ['Delivered', []],
  ['Cancel', []],
] as const)('the admin may move an order from %s to %j, exactly the changes the server allows', (from, allowed) => {
  expect(nextStatuses(from)).toEqual(allowed);
  const allowedByServer = ORDER_STATUSES.filter((to) => transition(from, to).kind === 'allowed');
  expect([...allowedByServer].sort()).toEqual([...allowed].sort());
});
