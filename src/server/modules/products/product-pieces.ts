/**
 * Products' JSON as answers carry it, most kept from earlier answers (catalogue cache `pieces`),
 * the rest read as the JSON the database keeps in each row (product-json.ts), ASCII-escaped once.
 */
import type { FastifyRequest } from 'fastify';
import { asciiJson } from '../../contract/ascii-json';
import { findProductJsonByIds } from './products.repository';

/** The JSON of each of `ids` that exists, in their order. */
export function productJsonOf(request: FastifyRequest, ids: string[]): Promise<string[]> {
  const { db, catalogueCache } = request.server;
  return catalogueCache.pieces(ids, async (missing) => {
    const found = await findProductJsonByIds(db, missing);
    for (const [id, json] of found) found.set(id, asciiJson(json));
    return found;
  });
}
