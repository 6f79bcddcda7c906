/**
 * The medicine-facts migration on a database that already has products (created at the
 * migration before it): every row gets its facts in place — MRP = price, OTC, HSN by its
 * category's name and GST by HSN — and stays searchable; new rows are held to the new rules.
 */
import { sql } from 'kysely';
import { findProductById } from './products.repository';
import { toApiProduct } from './product-shape';
import { openTestDatabase } from '../../testing/test-app';
import { migrateToLatest, migratorHere } from '../../db/migrate';

jest.setTimeout(30_000);

it('migrates a catalogue with products in place', async () => {
  const { handle, dispose } = await openTestDatabase();
  try {
    const { db } = handle;
    const { error } = await (await migratorHere(db)).migrateTo('2026-11-25-002-idempotency-keys');
    expect(error).toBeUndefined();

    const category = async (name: string, slug: string) =>
      (await db.insertInto('categories').values({ name, slug }).returning('id').executeTakeFirstOrThrow()).id;
    const [pain, firstAid, personal] = [
      await category('Pain Relief', 'pain'),
      await category('First Aid Kits', 'first-aid'),
      await category('Personal Care', 'personal'),
    ];
    // Only the columns that existed then.
    const old = { description: 'An old product.', quantity: 5, shipping: true };
    await sql`INSERT INTO products (name, slug, description, price, quantity, shipping, category_id) VALUES
      ('Paracetamol 500 mg', 'para', ${old.description}, 18.50, ${old.quantity}, ${old.shipping}, ${pain}),
      ('Crepe Bandage', 'bandage', ${old.description}, 120, ${old.quantity}, ${old.shipping}, ${firstAid}),
      ('Body Lotion', 'lotion', ${old.description}, 240, ${old.quantity}, ${old.shipping}, ${personal})`.execute(db);

    await migrateToLatest(db);

    const migrated = await sql<{ slug: string; id: string }>`select slug, id from products order by slug`.execute(db);
    const bySlug = Object.fromEntries(
      await Promise.all(migrated.rows.map(async (row) => [row.slug, toApiProduct((await findProductById(db, row.id))!)] as const)),
    );
    const defaults = {
      discountPercent: 0,
      manufacturer: '',
      packSize: '',
      unitsPerPack: 1,
      dosageForm: 'other',
      composition: [],
      schedule: 'OTC',
      rxRequired: false,
      storage: null,
      countryOfOrigin: 'India',
      expiresOn: null,
    };
    expect(bySlug.para).toMatchObject({ ...defaults, price: 18.5, mrp: 18.5, pricePerUnit: 18.5, hsnCode: '3004', gstRate: 5 });
    expect(bySlug.bandage).toMatchObject({ ...defaults, price: 120, mrp: 120, hsnCode: '3005', gstRate: 5 });
    expect(bySlug.lotion).toMatchObject({ ...defaults, price: 240, mrp: 240, hsnCode: '3304', gstRate: 18 });

    // Still found by name, and now by salt; the database keeps price within MRP.
    const found = await sql<{ slug: string }>`select slug from products where search @@ to_tsquery('simple', 'bandage:*')`.execute(db);
    expect(found.rows).toEqual([{ slug: 'bandage' }]);
    await db
      .updateTable('products')
      .set({ composition: JSON.stringify([{ name: 'Paracetamol', strength: '500 mg' }]) })
      .where('slug', '=', 'lotion')
      .execute();
    const bySalt = await sql<{
      slug: string;
      key: string;
    }>`select slug, composition_key as key from products where search @@ to_tsquery('simple', 'paracetamol:* & 500:*') order by slug`.execute(
      db,
    );
    expect(bySalt.rows).toEqual([
      { slug: 'lotion', key: 'paracetamol|500mg' },
      { slug: 'para', key: '' },
    ]);
    await expect(sql`update products set price = mrp + 1 where slug = 'para'`.execute(db)).rejects.toThrow(/products_price_within_mrp/);
  } finally {
    await dispose();
  }
});
