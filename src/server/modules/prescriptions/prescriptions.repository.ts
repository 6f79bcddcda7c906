/** Reads and writes of prescriptions, their files and the orders that name them (this module's tables only). */
import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database, PrescriptionStatus } from '../../db/database';
import type { PageWindow } from '../page-window';
import type { CheckedFile } from './checked-file';

type Db = Kysely<Database> | Transaction<Database>;

const prescriptionColumns = (db: Db) =>
  db
    .selectFrom('prescriptions')
    .select([
      'id',
      'user_id',
      'status',
      'patient_name',
      'doctor_name',
      'reason',
      'reviewed_at',
      'pharmacist_name',
      'pharmacist_reg_no',
      'valid_until',
      'created_at',
    ])
    // A date as written, never shifted by a time zone.
    .select(sql<string | null>`to_char(prescribed_on, 'YYYY-MM-DD')`.as('prescribed_on'))
    .select(sql<boolean>`(status = 'Approved' AND valid_until > now())`.as('reusable'))
    // The files' metadata (never the bytes) in upload order, in the same statement.
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('prescription_files')
          .select(['prescription_files.id', 'kind', 'content_type', 'size', 'width', 'height', 'pages'])
          .whereRef('prescription_files.prescription_id', '=', 'prescriptions.id')
          .orderBy('prescription_files.position'),
      ).as('files'),
    );

export type PrescriptionRecord = Awaited<ReturnType<ReturnType<typeof prescriptionColumns>['executeTakeFirstOrThrow']>>;
export type FileMeta = {
  id: string;
  kind: 'image' | 'pdf';
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  pages: number | null;
};

export async function insertPrescription(
  trx: Transaction<Database>,
  fields: { userId: string; patientName: string; doctorName: string; prescribedOn: string | null },
  files: CheckedFile[],
): Promise<string> {
  const { id } = await trx
    .insertInto('prescriptions')
    .values({
      user_id: fields.userId,
      patient_name: fields.patientName,
      doctor_name: fields.doctorName,
      prescribed_on: fields.prescribedOn,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('prescription_files')
    .values(
      files.map((file, position) => ({
        prescription_id: id,
        position,
        kind: file.kind,
        content_type: file.contentType,
        bytes: file.bytes,
        size: file.bytes.length,
        width: file.width,
        height: file.height,
        pages: file.pages,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      })),
    )
    .execute();
  return id;
}

export async function findPrescriptions(db: Db, ids: string[]): Promise<PrescriptionRecord[]> {
  if (ids.length === 0) return [];
  return prescriptionColumns(db).where('id', 'in', ids).orderBy('created_at').orderBy('id').execute();
}

/** One page of a user's prescriptions, newest first. */
export async function findUsersPrescriptions(db: Db, userId: string, page: PageWindow): Promise<PrescriptionRecord[]> {
  return prescriptionColumns(db)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countUsersPrescriptions(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('prescriptions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A file's bytes with its owner, or undefined when either id does not exist or they do not belong together. */
export async function findFile(db: Db, prescriptionId: string, fileId: string) {
  return db
    .selectFrom('prescription_files')
    .innerJoin('prescriptions', 'prescriptions.id', 'prescription_files.prescription_id')
    .select(['prescription_files.bytes', 'prescription_files.content_type', 'prescription_files.kind', 'prescriptions.user_id'])
    .where('prescription_files.id', '=', fileId)
    .where('prescriptions.id', '=', prescriptionId)
    .executeTakeFirst();
}

/**
 * The buyer's own prescriptions among `ids` that an order may name: pending, or approved and
 * still valid. Locked until the order's transaction ends, so a review cannot change them meanwhile.
 */
export async function lockUsablePrescriptions(trx: Transaction<Database>, buyerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('prescriptions')
    .select(['id', 'status'])
    .where('id', 'in', ids)
    .where('user_id', '=', buyerId)
    .where((eb) =>
      eb.or([eb('status', '=', 'Pending review'), eb.and([eb('status', '=', 'Approved'), eb('valid_until', '>', sql<Date>`now()`)])]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function linkPrescriptions(trx: Transaction<Database>, orderId: string, prescriptionIds: string[]): Promise<void> {
  if (prescriptionIds.length === 0) return;
  await trx
    .insertInto('order_prescriptions')
    .values(prescriptionIds.map((prescription_id) => ({ order_id: orderId, prescription_id })))
    .execute();
}

/** Prescription ids by order id, for the orders' `prescription.prescriptionIds`. */
export async function prescriptionIdsOfOrders(db: Db, orderIds: string[]): Promise<Map<string, string[]>> {
  const byOrder = new Map<string, string[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_prescriptions')
    .innerJoin('prescriptions', 'prescriptions.id', 'order_prescriptions.prescription_id')
    .select(['order_prescriptions.order_id', 'order_prescriptions.prescription_id'])
    .where('order_prescriptions.order_id', 'in', orderIds)
    .orderBy('prescriptions.created_at')
    .execute();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row.prescription_id]);
  return byOrder;
}

export type Review = { by: string; pharmacistName: string; pharmacistRegNo: string };

/** Approves an order's prescriptions that were pending; already approved ones keep their validity. */
export async function approvePrescriptions(trx: Transaction<Database>, ids: string[], review: Review, validDays: number) {
  await decide(trx, ids, 'Approved', review, { valid_until: sql<Date>`now() + make_interval(days => ${validDays})`, reason: null });
}

/** Rejects an order's prescriptions that were pending, with the pharmacist's reason. */
export async function rejectPrescriptions(trx: Transaction<Database>, ids: string[], review: Review, reason: string) {
  await decide(trx, ids, 'Rejected', review, { valid_until: null, reason });
}

async function decide(
  trx: Transaction<Database>,
  ids: string[],
  status: PrescriptionStatus,
  review: Review,
  extra: { valid_until: ReturnType<typeof sql<Date>> | null; reason: string | null },
) {
  if (ids.length === 0) return;
  await trx
    .updateTable('prescriptions')
    .set({
      status,
      reason: extra.reason,
      valid_until: extra.valid_until,
      reviewed_at: sql<Date>`now()`,
      reviewed_by: review.by,
      pharmacist_name: review.pharmacistName,
      pharmacist_reg_no: review.pharmacistRegNo,
    })
    .where('id', 'in', ids)
    .where('status', '=', 'Pending review')
    .execute();
}
