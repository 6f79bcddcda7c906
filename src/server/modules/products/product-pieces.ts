/**
 * Products' JSON as answers carry it, most kept from earlier answers (catalogue cache `pieces`),
 * the rest read as the JSON the database keeps in each row (product-json.ts), ASCII-escaped once.
 * Rows are read in their parts, the category's part put between them here from a memo of every
 * category's; where the caller knows where those rows were (a search's, row-addresses.ts), they
 * are read at those addresses first, and by id only those not found there.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { asciiJson } from '../../contract/ascii-json';
import type { Database } from '../../db/database';
import {
  categoryJsonById,
  findProductJsonByIds,
  findProductJsonPartsByIds,
  findProductJsonPartsByTids,
  type ProductJsonParts,
} from './products.repository';
import type { LocatedRows } from './search-index/row-addresses';

/** The memo of every category's part of its products' JSON: dropped with the rest at every catalogue write. */
const CATEGORY_JSON_MEMO = 'category-json';

/** The JSON of each of `ids` that exists, in their order. */
export function productJsonOf(request: FastifyRequest, ids: string[], located?: LocatedRows): Promise<string[]> {
  const { db, catalogueCache } = request.server;
  return catalogueCache.pieces(ids, async (missing) => {
    const categories = await catalogueCache.memo(CATEGORY_JSON_MEMO, () => categoryJsonById(db), sizeOf);
    const found = new Map<string, string>();
    for (const [id, json] of await readProductJson(db, missing, { located, categories })) found.set(id, asciiJson(json));
    return found;
  });
}

const sizeOf = (categories: Map<string, string>) => {
  let bytes = 0;
  for (const json of categories.values()) bytes += json.length + 64;
  return bytes;
};

/**
 * The JSON of each of `ids` that exists, by id: rows at their addresses where known and found
 * there, the rest by id; each category's part from `categories` where it has it, read afresh
 * for a category newer than that.
 */
export async function readProductJson(
  db: Kysely<Database>,
  ids: string[],
  { located, categories }: { located?: LocatedRows; categories?: Map<string, string> } = {},
): Promise<Map<string, string>> {
  const rows = await readRows(db, ids, located);
  let known = categories ?? (await categoryJsonById(db));
  if (rows.some((row) => !known.has(row.category_id))) known = await categoryJsonById(db);
  const json = new Map<string, string>();
  for (const row of rows) if (known.has(row.category_id)) json.set(row.id, row.head + known.get(row.category_id)! + row.tail);
  // A category gone between the two reads went with its last product (a foreign key keeps a
  // category that has products): what those rows were is read again, joined, in one statement.
  const unplaced = rows.filter((row) => !json.has(row.id)).map((row) => row.id);
  if (unplaced.length > 0) for (const [id, again] of await findProductJsonByIds(db, unplaced)) json.set(id, again);
  return json;
}

async function readRows(db: Kysely<Database>, ids: string[], located?: LocatedRows): Promise<ProductJsonParts[]> {
  const tids = located ? ids.flatMap((id) => located.tidOf(id) ?? []) : [];
  const wanted = new Set(ids);
  // What lives at an address now is a product's visible row, but not always the one expected
  // there (a line may hold another product's row since): each row counts for its own id, if
  // that is one of `ids`; the products not found so are read by id.
  const atAddresses = tids.length === 0 ? [] : (await findProductJsonPartsByTids(db, tids)).filter((row) => wanted.has(row.id));
  for (const row of atAddresses) wanted.delete(row.id);
  const byId = wanted.size === 0 ? [] : await findProductJsonPartsByIds(db, [...wanted]);
  for (const row of [...atAddresses, ...byId]) if (located?.tidOf(row.id) !== row.tid) located?.moved(row.id, row.tid);
  return [...atAddresses, ...byId];
}
