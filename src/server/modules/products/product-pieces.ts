/**
 * Products' JSON as answers carry it, most kept from earlier answers (catalogue cache `pieces`),
 * the rest read as the JSON the database keeps in each row (product-json.ts), ASCII-escaped once.
 * Where the caller knows where those rows were (a search's, row-addresses.ts), they are read at
 * those addresses first, and by id only those not found there.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { asciiJson } from '../../contract/ascii-json';
import type { Database } from '../../db/database';
import { findLocatedProductJsonByIds, findProductJsonByTids, type LocatedProductJson } from './products.repository';
import type { LocatedRows } from './search-index/row-addresses';

/** The JSON of each of `ids` that exists, in their order. */
export function productJsonOf(request: FastifyRequest, ids: string[], located?: LocatedRows): Promise<string[]> {
  const { db, catalogueCache } = request.server;
  return catalogueCache.pieces(ids, async (missing) => {
    const found = new Map<string, string>();
    for (const row of await readProductJson(db, missing, located)) found.set(row.id, asciiJson(row.json));
    return found;
  });
}

/** The rows of `ids` that exist: at their addresses where known and found there, the rest by id. */
export async function readProductJson(db: Kysely<Database>, ids: string[], located?: LocatedRows): Promise<LocatedProductJson[]> {
  const tids = located ? ids.flatMap((id) => located.tidOf(id) ?? []) : [];
  const wanted = new Set(ids);
  // What lives at an address now is a product's visible row, but not always the one expected
  // there (a line may hold another product's row since): each row counts for its own id, if
  // that is one of `ids`; the products not found so are read by id.
  const atAddresses = tids.length === 0 ? [] : (await findProductJsonByTids(db, tids)).filter((row) => wanted.has(row.id));
  for (const row of atAddresses) wanted.delete(row.id);
  const byId = wanted.size === 0 ? [] : await findLocatedProductJsonByIds(db, [...wanted]);
  for (const row of [...atAddresses, ...byId]) if (located?.tidOf(row.id) !== row.tid) located?.moved(row.id, row.tid);
  return [...atAddresses, ...byId];
}
