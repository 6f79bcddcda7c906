import { sql } from 'kysely';
import { insertCategory, insertProducts } from '../../testing/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { readProductJson } from './product-pieces';
import { locatedRows, RowAddresses } from './search-index/row-addresses';

// Starting an embedded database takes a few seconds on a busy two-core machine.
jest.setTimeout(30_000);

let t: TestApp;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  const category = await insertCategory(t.app, 'Vitamins');
  const products = await insertProducts(
    t.app,
    Array.from({ length: 6 }, (_, i) => ({ name: `Located Vitamin ${i}`, categoryId: category.id, quantity: 10 })),
  );
  ids = products.map((product) => product.id);
});
afterAll(() => t.close());

/** Where each product's row is now. */
async function tids(): Promise<Map<string, string>> {
  const { rows } = await sql<{ id: string; tid: string }>`SELECT id, ctid::text AS tid FROM products`.execute(t.app.db);
  return new Map(rows.map((row) => [row.id, row.tid]));
}

/** Addresses for `ids` as `where` says (ordinals 0, 1, …). */
function addressed(where: Map<string, string>) {
  const addresses = new RowAddresses();
  ids.forEach((id, ordinal) => where.has(id) && addresses.set(ordinal, where.get(id)!));
  return {
    addresses,
    located: locatedRows(
      addresses,
      ids,
      ids.map((_, ordinal) => ordinal),
    ),
  };
}

const quantities = (rows: { id: string; json: string }[]) =>
  new Map(rows.map((row) => [row.id, (JSON.parse(row.json) as { quantity: number }).quantity]));

describe('reading products where the search index last saw their rows', () => {
  it('reads each product at its address, and by id those whose rows an update moved, learning where they went', async () => {
    const { located } = addressed(await tids());
    await sql`UPDATE products SET quantity = 7 WHERE id = ANY(${[ids[1], ids[4]]}::uuid[])`.execute(t.app.db);
    const moved = await tids();
    expect(located.tidOf(ids[1])).not.toBe(moved.get(ids[1]));

    const rows = await readProductJson(t.app.db, ids, located);

    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(quantities(rows)).toEqual(new Map(ids.map((id, i) => [id, i === 1 || i === 4 ? 7 : 10])));
    expect(located.tidOf(ids[1])).toBe(moved.get(ids[1]));
    expect(located.tidOf(ids[4])).toBe(moved.get(ids[4]));
  });

  it("never takes another product's row found at an address for the product expected there", async () => {
    const now = await tids();
    // Products 0 and 1 are thought to be where products 2 and 3 are.
    const swapped = new Map(now);
    swapped.set(ids[0], now.get(ids[2])!);
    swapped.set(ids[1], now.get(ids[3])!);
    const { located } = addressed(swapped);

    const rows = await readProductJson(t.app.db, [ids[0], ids[1], ids[2]], located);

    const names = new Map(rows.map((row) => [row.id, (JSON.parse(row.json) as { name: string }).name]));
    expect(names).toEqual(
      new Map([
        [ids[0], 'Located Vitamin 0'],
        [ids[1], 'Located Vitamin 1'],
        [ids[2], 'Located Vitamin 2'],
      ]),
    );
    expect(located.tidOf(ids[0])).toBe(now.get(ids[0]));
  });

  it('leaves out a product deleted since, and reads the rest without addresses where none are known', async () => {
    const { located } = addressed(new Map([[ids[0], (await tids()).get(ids[0])!]]));
    await t.app.db.deleteFrom('products').where('id', '=', ids[5]).execute();

    const rows = await readProductJson(t.app.db, ids, located);

    expect(rows.map((row) => row.id).sort()).toEqual(ids.slice(0, 5).sort());
    expect(await readProductJson(t.app.db, ids.slice(0, 3))).toHaveLength(3);
  });
});

describe('row addresses', () => {
  it('keeps a ctid by ordinal, and forgets one that is not a ctid', () => {
    const addresses = new RowAddresses();
    addresses.set(5000, '(4294967295,291)');
    addresses.set(3, '(0,1)');
    expect(addresses.tidOf(5000)).toBe('(4294967295,291)');
    expect(addresses.tidOf(3)).toBe('(0,1)');
    expect(addresses.tidOf(4)).toBeUndefined();
    expect(addresses.tidOf(10_000)).toBeUndefined();
    addresses.set(3, 'nowhere');
    expect(addresses.tidOf(3)).toBeUndefined();
  });
});
