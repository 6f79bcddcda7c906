/**
 * Where every page of the whole catalogue starts: the id of every BOUNDARY_SPACING-th product,
 * newest first, so a random page is a primary-key lookup and a keyset range of one page
 * instead of an OFFSET that walks, on average, a quarter of the list's index (see
 * docs/decisions/007-page-boundary-index.md). 16 bytes a boundary: 133 KB at 100,000
 * products, 1.3 MB at 1,000,000. Built by one walk of an index and kept by the catalogue cache's
 * `prepared` rules: built once however many pages ask, while it is built pages go the OFFSET
 * way, and after a catalogue write in any process it is kept if search_version (bumped by every
 * insert, delete or change of created_at, never by an order's stock) has not moved since it was
 * built; at 1,000,000 products a rebuild after every order would leave it unbuilt most of the time.
 */
import { type Kysely, sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { PRODUCTS_PER_PAGE } from '../../../shared/catalogue';
import type { Database } from '../../db/database';
import { searchVersion } from './search-index/search-index.repository';

/** One boundary a storefront page: a page of the storefront starts exactly on one. */
export const BOUNDARY_SPACING = PRODUCTS_PER_PAGE;
const UUID_BYTES = 16;

export type PageBoundaries = {
  /** The first product of every BOUNDARY_SPACING products, newest first, as 16-byte UUIDs end to end. */
  ids: Buffer;
  count: number;
  /** The search_version read before the walk: while it stands, the catalogue's order has not changed. */
  version?: string;
};

/** Where the product at `offset` (newest first) is found: from a boundary, `skip` rows on. */
export type PageStart = { boundaryId: string; skip: number };

const toBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');

function toUuid(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Products numbered per statement: PGlite runs one statement at a time, and numbering all
 * 100,000 in one took 120 ms that every other request waited behind; a piece takes about 7 ms.
 */
const PIECE = BOUNDARY_SPACING * 500;

/**
 * Walks the products_newest index (no table rows) newest first, `piece` products a statement
 * (a multiple of BOUNDARY_SPACING; smaller only in tests), keeping every BOUNDARY_SPACING-th
 * id. The pieces are not one snapshot: a write between them is a catalogue write, which drops
 * what this builds (`prepared`'s generation check).
 */
export async function buildPageBoundaries(db: Kysely<Database>, piece = PIECE): Promise<PageBoundaries> {
  const ids: string[] = [];
  let after: string | undefined;
  for (;;) {
    const from = after ? sql`WHERE (created_at, id) < (SELECT created_at, id FROM products WHERE id = ${after})` : sql``;
    const { rows } = await sql<{ id: string; n: string }>`
      SELECT id, n FROM (
        SELECT id, row_number() OVER (ORDER BY created_at DESC, id DESC) AS n FROM products ${from}
        ORDER BY created_at DESC, id DESC LIMIT ${piece}
      ) AS numbered
      WHERE n % ${BOUNDARY_SPACING} = 1 OR n = ${piece} ORDER BY n`.execute(db);
    for (const row of rows) if (Number(row.n) % BOUNDARY_SPACING === 1) ids.push(row.id);
    const last = rows.at(-1);
    if (!last || Number(last.n) < piece) break;
    after = last.id;
  }
  const bytes = Buffer.alloc(ids.length * UUID_BYTES);
  ids.forEach((id, i) => toBytes(id).copy(bytes, i * UUID_BYTES));
  return { ids: bytes, count: ids.length };
}

/** The boundary at or before `offset` and how far past it the offset is; undefined past the last boundary. */
export function boundaryBefore(boundaries: PageBoundaries, offset: number): PageStart | undefined {
  const index = Math.floor(offset / BOUNDARY_SPACING);
  if (index >= boundaries.count) return undefined;
  const at = index * UUID_BYTES;
  return { boundaryId: toUuid(boundaries.ids.subarray(at, at + UUID_BYTES)), skip: offset - index * BOUNDARY_SPACING };
}

/** The boundaries as they stand, or undefined while they are (re)built; the first call after a write starts the build. */
export function newestPageBoundaries(app: FastifyInstance): PageBoundaries | undefined {
  return app.catalogueCache.prepared(
    'page-boundaries:newest',
    async () => {
      const started = performance.now();
      const version = await searchVersion(app.db);
      const boundaries = await buildPageBoundaries(app.db);
      app.log.debug({ boundaries: boundaries.count, ms: Math.round(performance.now() - started) }, 'page boundaries built');
      return { ...boundaries, version };
    },
    async (boundaries) => boundaries.version === (await searchVersion(app.db)),
  );
}
