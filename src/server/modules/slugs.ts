/**
 * Unique, lowercase URL slugs for categories and products: the name's slug, or that slug
 * with -2, -3... when it is taken. The unique index is the real guard; when two requests
 * race for the same slug, `retryOnSlugClash` runs the losing one again with a fresh slug.
 */
import type { Kysely } from 'kysely';
import { slugify } from '../../shared/format';
import type { Database } from '../db/database';

/** Slugs already stored that equal `base` or start with `base-` (excluding one row's own). */
export type SlugLookup = (base: string) => Promise<string[]>;

/** The first free slug for `name`; `fallback` stands in when the name has no slug characters. */
export async function uniqueSlug(name: string, fallback: string, taken: SlugLookup): Promise<string> {
  const base = slugify(name) || fallback;
  const used = new Set(await taken(base));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Slugs stored in `table` that equal `base` or start with `base-`, except row `exceptId`'s own. */
export async function storedSlugsLike(
  db: Kysely<Database>,
  table: 'categories' | 'products',
  base: string,
  exceptId?: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom(table)
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .$if(exceptId !== undefined, (qb) => qb.where('id', '<>', exceptId!))
    .execute();
  return rows.map((row) => row.slug);
}

type DatabaseError = { code?: string; constraint?: string };

/** Whether `error` is PostgreSQL's unique violation, optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as DatabaseError | null;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** Runs `work` again (up to 3 times in all) when a concurrent writer took the same slug. */
export async function retryOnSlugClash<T>(constraint: string, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, constraint)) throw error;
    }
  }
}
