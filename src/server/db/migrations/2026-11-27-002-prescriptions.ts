/**
 * Prescriptions (issue 13): a shopper's uploaded prescription and its files, the orders that
 * name it, and each order's review by the pharmacist.
 * - prescriptions, prescription_files (the bytes, in the database: never under a public path);
 * - order_prescriptions: which prescriptions an order was placed with;
 * - orders: the prescription's review of that order (status, reason, when, who, and the
 *   pharmacist's name and registration number as configured then). Existing orders: 'Not required'.
 * - order_items.schedule: the schedule as ordered, so the review knows which lines needed a
 *   prescription even after the product is deleted or changed.
 * Retention: these rows must outlive products, categories and order lines (5 years, Pharmacy
 * Practice Regulations 2015), so nothing here cascades from them; order_prescriptions cascades
 * only from its order, and orders are never deleted.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('prescriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Pending review')
        .check(sql`status IN ('Pending review', 'Approved', 'Rejected')`),
    )
    .addColumn('patient_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('doctor_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prescribed_on', 'date')
    .addColumn('reason', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('reviewed_by', 'uuid')
    .addColumn('pharmacist_name', 'text')
    .addColumn('pharmacist_reg_no', 'text')
    .addColumn('valid_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('prescriptions_user_idx').on('prescriptions').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('prescription_files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('prescription_id', 'uuid', (c) => c.notNull().references('prescriptions.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('image', 'pdf')`))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('pages', 'integer')
    .addColumn('sha256', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('prescription_files_prescription_idx')
    .on('prescription_files')
    .columns(['prescription_id', 'position'])
    .execute();

  await db.schema
    .createTable('order_prescriptions')
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('prescription_id', 'uuid', (c) => c.notNull().references('prescriptions.id'))
    .addPrimaryKeyConstraint('order_prescriptions_pk', ['order_id', 'prescription_id'])
    .execute();
  await db.schema.createIndex('order_prescriptions_prescription_idx').on('order_prescriptions').column('prescription_id').execute();

  await db.schema
    .alterTable('orders')
    .addColumn('prescription_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Not required')
        .check(sql`prescription_status IN ('Not required', 'Pending review', 'Approved', 'Rejected')`),
    )
    .addColumn('prescription_reason', 'text')
    .addColumn('prescription_reviewed_at', 'timestamptz')
    .addColumn('prescription_reviewed_by', 'uuid')
    .addColumn('pharmacist_name', 'text')
    .addColumn('pharmacist_reg_no', 'text')
    .execute();
  await db.schema.createIndex('orders_prescription_queue_idx').on('orders').columns(['prescription_status', 'created_at']).execute();

  await db.schema.alterTable('order_items').addColumn('schedule', 'text').execute();
  await sql`UPDATE order_items AS i SET schedule = p.schedule FROM products AS p WHERE p.id = i.product_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('schedule').execute();
  await db.schema.dropIndex('orders_prescription_queue_idx').execute();
  await db.schema
    .alterTable('orders')
    .dropColumn('prescription_status')
    .dropColumn('prescription_reason')
    .dropColumn('prescription_reviewed_at')
    .dropColumn('prescription_reviewed_by')
    .dropColumn('pharmacist_name')
    .dropColumn('pharmacist_reg_no')
    .execute();
  await db.schema.dropTable('order_prescriptions').execute();
  await db.schema.dropTable('prescription_files').execute();
  await db.schema.dropTable('prescriptions').execute();
}
