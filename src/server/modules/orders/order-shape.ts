/** The one place an order's rows become the contract's `Order`. */
import type { Schema } from '../../contract/operation-types';
import type { OrderItemRow } from '../../db/database';
import type { OrderWithBuyer } from './orders.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

function itemShape(item: OrderItemRow): Schema<'OrderItem'> {
  const hasPhoto = item.photo_version !== null && item.photo_width !== null && item.photo_height !== null;
  return {
    _id: item.product_id,
    name: item.name,
    slug: item.slug,
    description: item.description,
    price: Number(item.price),
    quantity: item.quantity,
    photo: hasPhoto ? { version: item.photo_version!, width: item.photo_width!, height: item.photo_height! } : null,
  };
}

export function orderShape(order: OrderWithBuyer, items: OrderItemRow[]): Schema<'Order'> {
  const created = iso(order.created_at);
  return {
    _id: order.id,
    status: order.status,
    buyer: { _id: order.buyer_id, name: order.buyer_name },
    // The spec's clients read `createAt`; `createdAt` is the conventional spelling.
    createAt: created,
    createdAt: created,
    payment: { method: order.payment_method, success: order.payment_success },
    address: order.address,
    products: items.map(itemShape),
    total: Number(order.total),
  };
}

/** Shapes a page of orders, given all their items (in any order of orders, in position order within one). */
export function orderShapes(orders: OrderWithBuyer[], items: OrderItemRow[]): Schema<'Order'>[] {
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.order_id) ?? [];
    list.push(item);
    byOrder.set(item.order_id, list);
  }
  return orders.map((order) => orderShape(order, byOrder.get(order.id) ?? []));
}
