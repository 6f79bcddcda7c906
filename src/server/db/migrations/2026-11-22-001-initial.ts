/** The initial schema: users, categories, products with photos, orders with their items. */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('role', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX users_email_lower ON users (lower(email))`.execute(db);

  await db.schema
    .createTable('categories')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX categories_name_lower ON categories (lower(name))`.execute(db);

  await db.schema
    .createTable('products')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', 'numeric(12, 2)', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
    .addColumn('shipping', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('category_id', 'uuid', (c) => c.notNull().references('categories.id').onDelete('restrict'))
    .addColumn('photo_version', 'text')
    .addColumn('photo_width', 'integer')
    .addColumn('photo_height', 'integer')
    .addColumn('search', sql`tsvector`, (c) =>
      c.generatedAlwaysAs(sql`setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', description), 'B')`).stored(),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX products_newest ON products (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX products_category_newest ON products (category_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX products_price ON products (price)`.execute(db);
  await sql`CREATE INDEX products_search ON products USING gin (search)`.execute(db);

  await db.schema
    .createTable('product_photos')
    .addColumn('product_id', 'uuid', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('original', 'bytea', (c) => c.notNull())
    .addColumn('detail', 'bytea', (c) => c.notNull())
    .addColumn('card', 'bytea', (c) => c.notNull())
    .addColumn('thumb', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('buyer_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Not Processed')
        .check(sql`status IN ('Not Processed', 'Processing', 'Shipped', 'Delivered', 'Cancel')`),
    )
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull().check(sql`payment_method = 'COD'`))
    .addColumn('payment_success', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('total', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX orders_newest ON orders (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX orders_buyer_newest ON orders (buyer_id, created_at DESC, id DESC)`.execute(db);

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'uuid', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('photo_version', 'text')
    .addColumn('photo_width', 'integer')
    .addColumn('photo_height', 'integer')
    .execute();
  await sql`CREATE INDEX order_items_order ON order_items (order_id, position)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['order_items', 'orders', 'product_photos', 'products', 'categories', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
