/**
 * Where every page of a list starts: the id of every BOUNDARY_SPACING-th product, newest first,
 * of the whole catalogue or of one category, so a random page is a primary-key lookup and a
 * keyset range of one page instead of an OFFSET that walks, on average, a quarter of the list's
 * index (see docs/decisions/007-page-boundary-index.md). 16 bytes a boundary: 133 KB at 100,000
 * products, 1.3 MB at 1,000,000, and as much again for all categories together. Built by one
 * walk of an index and kept by the catalogue cache's `prepared` rules: built once however many
 * pages ask, while it is built pages go the OFFSET way. A stock change (an order) leaves it
 * alone, and after any other catalogue write in any process it is kept if search_version (bumped
 * by every insert, delete, change of created_at or move to another category, never by stock) has
 * not moved since it was built: at 1,000,000 products a rebuild after every write would leave it
 * unbuilt most of the time.
 */
import { type Kysely, sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { PRODUCTS_PER_PAGE } from '../../../shared/catalogue';
import type { Database } from '../../db/database';
import { searchVersion } from './search-index/search-index.repository';

/** One boundary a storefront page: a page of the storefront starts exactly on one. */
export const BOUNDARY_SPACING = PRODUCTS_PER_PAGE;
const UUID_BYTES = 16;

/** Which list: the whole catalogue's (no category) or one category's. */
export type BoundaryScope = { categoryId?: string };

/** What of a list's filter (products.repository's ProductFilter) decides whether boundaries serve it. */
type ListFilter = { categoryIds?: string[]; price?: unknown; text?: unknown };

/** The list a filter is, when boundaries can serve it: no price band or text, at most one category. */
export function boundaryScopeOf(filter: ListFilter): BoundaryScope | undefined {
  if (filter.price || filter.text || (filter.categoryIds?.length ?? 0) > 1) return undefined;
  return filter.categoryIds?.length ? { categoryId: filter.categoryIds[0] } : {};
}

export type PageBoundaries = {
  /** The category whose list these are; null for the whole catalogue. */
  categoryId: string | null;
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
 * Walks the list's index (products_newest, or products_category_newest_price for a category;
 * no table rows) newest first, `piece` products a statement (a multiple of BOUNDARY_SPACING;
 * smaller only in tests), keeping every BOUNDARY_SPACING-th id. The pieces are not one
 * snapshot: a write between them is a catalogue write, and moves search_version when it moves
 * products, which drops what this builds.
 */
export async function buildPageBoundaries(db: Kysely<Database>, piece = PIECE, scope: BoundaryScope = {}): Promise<PageBoundaries> {
  const ids: string[] = [];
  let after: string | undefined;
  for (;;) {
    const conditions = [
      ...(scope.categoryId ? [sql`category_id = ${scope.categoryId}`] : []),
      ...(after ? [sql`(created_at, id) < (SELECT created_at, id FROM products WHERE id = ${after})`] : []),
    ];
    const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
    const { rows } = await sql<{ id: string; n: string }>`
      SELECT id, n FROM (
        SELECT id, row_number() OVER (ORDER BY created_at DESC, id DESC) AS n FROM products ${where}
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
  return { categoryId: scope.categoryId ?? null, ids: bytes, count: ids.length };
}

/** Whether `boundaries` are those of the list `filter` is. */
export function boundariesServe(boundaries: PageBoundaries, filter: ListFilter): boolean {
  const scope = boundaryScopeOf(filter);
  return scope !== undefined && (scope.categoryId ?? null) === boundaries.categoryId;
}

/** The boundary at or before `offset` and how far past it the offset is; undefined past the last boundary. */
export function boundaryBefore(boundaries: PageBoundaries, offset: number): PageStart | undefined {
  const index = Math.floor(offset / BOUNDARY_SPACING);
  if (index >= boundaries.count) return undefined;
  const at = index * UUID_BYTES;
  return { boundaryId: toUuid(boundaries.ids.subarray(at, at + UUID_BYTES)), skip: offset - index * BOUNDARY_SPACING };
}

/** The boundaries of `scope`'s list as they stand, or undefined while they are (re)built or checked; a call with none starts that. */
export function pageBoundaries(app: FastifyInstance, scope: BoundaryScope = {}): PageBoundaries | undefined {
  // The category id comes from the categories table, never from request text: keys stay as few as categories.
  const key = scope.categoryId ? `page-boundaries:category:${scope.categoryId}` : 'page-boundaries:newest';
  return app.catalogueCache.prepared(
    key,
    async () => {
      const started = performance.now();
      const version = await searchVersion(app.db);
      const boundaries = await buildPageBoundaries(app.db, PIECE, scope);
      app.log.debug({ key, boundaries: boundaries.count, ms: Math.round(performance.now() - started) }, 'page boundaries built');
      return { ...boundaries, version };
    },
    async (boundaries) => boundaries.version === (await searchVersion(app.db)),
  );
}
