/**
 * The pharmacist's queue as read afresh: the orders waiting for review (oldest first), each with
 * its prescriptions and the lines that need one. The handler keeps pages of it (kept-pages.ts).
 */
import type { Kysely } from 'kysely';
import type { Schema } from '../../contract/operation-types';
import type { Database } from '../../db/database';
import { needsPrescription } from '../../../shared/catalogue';
import type { PageRead } from '../orders/kept-pages';
import { findDetailedOrders } from '../orders/order-details.repository';
import { orderShape } from '../orders/order-shape';
import type { PageWindow } from '../page-window';
import { prescriptionShape } from './prescription-shape';
import { findPrescriptions } from './prescriptions.repository';

/** A page of the queue as read afresh: each waiting order with its prescriptions and the lines that need one. */
export async function queuePage(db: Kysely<Database>, window: PageWindow): Promise<PageRead<Schema<'PrescriptionQueueEntry'>>> {
  const { orders, total } = await findDetailedOrders(db, { awaitingReview: true }, { ...window, oldestFirst: true });
  const attached = (await findPrescriptions(db, [...new Set(orders.flatMap((order) => order.prescription_ids))])).map(prescriptionShape);
  const items = orders.map((row) => ({
    order: orderShape(row, row.items, row.events, row.prescription_ids),
    prescriptions: attached.filter((p) => row.prescription_ids.includes(p._id)),
    lines: row.items
      .filter((item) => needsPrescription(item.schedule))
      .map((item) => ({ productId: item.product_id, name: item.name, schedule: item.schedule as 'H' | 'H1' })),
  }));
  return { items, total };
}
