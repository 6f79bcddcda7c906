import { sql } from 'kysely';

/**
 * A row count (a LIMIT or OFFSET) written into the statement instead of bound as a parameter.
 * For a prepared statement with `LIMIT $n` PostgreSQL guesses the limit (a tenth of the rows),
 * and that made the kept generic plan look dearer than a fresh plan, so every call was planned
 * again; with the count written in, the plan is kept
 * (docs/decisions/010-pglite-prepared-statements.md). Only for counts the server bounds or
 * chooses: each distinct count is a statement of its own (PGlite keeps the most recently used).
 */
export function rowCount(count: number) {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`A row count must be a whole number, not ${count}`);
  return sql.lit<number>(count);
}
