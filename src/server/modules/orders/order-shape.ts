/** The one place an order's rows become the contract's `Order`. */
import type { Schema } from '../../contract/operation-types';
import type { OrderEventRow } from '../../db/database';
import { stateByCode } from '../../../shared/indian-states';
import { canBuyerCancel } from '../../../shared/order-transitions';
import type { DetailedOrder, OrderEventFields, OrderItemFields } from './order-details.repository';
import type { OrderWithBuyer } from './orders.repository';

/** An event as a transaction returns it (a Date) or as an order's JSON carries it (text). */
type EventFields = OrderEventFields | OrderEventRow;

const iso = (value: Date | string) => new Date(value).toISOString();

function itemShape(item: OrderItemFields): Schema<'OrderItem'> {
  const hasPhoto = item.photo_version !== null && item.photo_width !== null && item.photo_height !== null;
  return {
    _id: item.product_id,
    name: item.name,
    slug: item.slug,
    description: item.description,
    price: Number(item.price),
    mrp: Number(item.mrp),
    quantity: item.quantity,
    photo: hasPhoto ? { version: item.photo_version!, width: item.photo_width!, height: item.photo_height! } : null,
  };
}

function eventShape(event: EventFields): Schema<'OrderEvent'> {
  return { from: event.from_status, to: event.to_status, at: iso(event.created_at), by: event.actor, note: event.note };
}

function stateShape(code: string | null): Schema<'IndianState'> | null {
  const state = code === null ? undefined : stateByCode(code);
  return state ? { code: state.code, name: state.name } : null;
}

/** `prescriptionIds`: the prescriptions the order was placed with. */
export function orderShape(
  order: OrderWithBuyer,
  items: OrderItemFields[],
  events: EventFields[],
  prescriptionIds: string[] = [],
): Schema<'Order'> {
  const created = iso(order.created_at);
  return {
    _id: order.id,
    // The same short id the admin's page shows.
    number: order.id.slice(0, 8),
    status: order.status,
    buyer: { _id: order.buyer_id, name: order.buyer_name },
    // The spec's clients read `createAt`; `createdAt` is the conventional spelling.
    createAt: created,
    createdAt: created,
    payment: { method: order.payment_method, success: order.payment_success },
    address: order.address,
    products: items.map(itemShape),
    total: Number(order.total),
    itemsTotal: Number(order.items_total),
    mrpTotal: Number(order.mrp_total),
    discount: Number(order.discount),
    deliveryFee: Number(order.delivery_fee),
    pincode: order.pincode,
    state: stateShape(order.state_code),
    timeline: events.map(eventShape),
    cancellable: canBuyerCancel(order.status),
    invoiceNo: order.invoice_no,
    prescription: {
      status: order.prescription_status,
      reason: order.prescription_reason,
      reviewedAt: order.prescription_reviewed_at === null ? null : iso(order.prescription_reviewed_at),
      pharmacist: order.pharmacist_name === null ? null : { name: order.pharmacist_name, registrationNo: order.pharmacist_reg_no ?? '' },
      prescriptionIds,
    },
  };
}

/** Shapes orders read with their details (order-details.repository.ts). */
export function orderShapes(orders: DetailedOrder[]): Schema<'Order'>[] {
  return orders.map((order) => orderShape(order, order.items, order.events, order.prescription_ids));
}
