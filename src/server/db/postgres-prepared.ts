/**
 * Kysely on a PostgreSQL server with each statement prepared once a connection, as the PGlite
 * dialect does (pglite-prepared.ts, decision 010): node-postgres sends a statement without a
 * name as Parse, Bind and Execute every time, so the server parses, analyses and plans it at
 * every call. Given a name, it is parsed once a connection and then only bound and run, and
 * PostgreSQL chooses between re-planning for each call's values and one generic plan
 * (`plan_cache_mode` auto), as it does on PGlite.
 *
 * Named: single reads and writes (SELECT, WITH, INSERT, UPDATE, DELETE) with no ';' in their
 * text, the first STATEMENT_LIMIT distinct texts this process runs; the rest (transaction
 * control, DDL, statements past the limit) run unnamed, as before. node-postgres keeps a
 * connection's statements until the connection closes, so the limit bounds each server
 * backend's too. A statement PostgreSQL refuses to run again because a table it reads changed
 * its columns runs unnamed from then on.
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type { Pool, PoolClient, QueryResult } from 'pg';

/** Every distinct SQL text the shop runs, with room to spare (one each IN-list length). */
const STATEMENT_LIMIT = 500;

/** A statement prepared before a table it reads changed its columns: PostgreSQL refuses to run it again. */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

const NAMEABLE = /^\s*\(?\s*(select|with|insert|update|delete)\b/i;

/** The names given to SQL texts: a name, or null for a text that runs unnamed. */
export class StatementNames {
  readonly #names = new Map<string, string | null>();
  readonly #limit: number;
  #named = 0;

  constructor(limit = STATEMENT_LIMIT) {
    this.#limit = limit;
  }

  /** `sql`'s name, given on its first run while there is room; undefined for a text run unnamed. */
  nameOf(sql: string): string | undefined {
    const known = this.#names.get(sql);
    if (known !== undefined) return known ?? undefined;
    if (this.#named >= this.#limit || sql.includes(';') || !NAMEABLE.test(sql)) {
      if (this.#names.size < this.#limit * 4) this.#names.set(sql, null);
      return undefined;
    }
    const name = `k${++this.#named}`;
    this.#names.set(sql, name);
    return name;
  }

  /** From now on `sql` runs unnamed. */
  unname(sql: string): void {
    this.#names.set(sql, null);
  }
}

/** `sql` run on `client`, by its name when it has one. */
async function run(client: PoolClient, names: StatementNames, sql: string, values: unknown[]): Promise<QueryResult> {
  const name = names.nameOf(sql);
  if (name === undefined) return client.query(sql, values);
  try {
    return await client.query({ name, text: sql, values });
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes(RESULT_TYPE_CHANGED)) throw error;
    names.unname(sql);
    return client.query(sql, values);
  }
}

/** `pool` as Kysely's PostgresDialect takes it, with its statements named (see above). */
export function preparedStatementPool(pool: Pool, names = new StatementNames()): PostgresPool {
  const wrapped = new WeakMap<PoolClient, PostgresPoolClient>();
  const wrap = (client: PoolClient): PostgresPoolClient => ({
    query: ((sql: unknown, parameters?: ReadonlyArray<unknown>) =>
      typeof sql === 'string'
        ? run(client, names, sql, [...(parameters ?? [])])
        : client.query(sql as never)) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let kept = wrapped.get(client);
      if (!kept) wrapped.set(client, (kept = wrap(client)));
      return kept;
    },
    end: () => pool.end(),
  };
}
