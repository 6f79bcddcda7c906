/**
 * Property-based fuzzing of every operation with malformed requests (see testing/hostile-requests.ts),
 * as a visitor and as an administrator. Whatever arrives: no 5xx, every refusal is one of the
 * API's statuses in its `{ success: false, message }` shape, a refused write changes no row
 * (row counts and an md5 of every table), and the server still answers /api/health.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { loadOperations } from '../contract/openapi';
import { alwaysTried, hostileMutations, hostileRequest } from '../testing/hostile-requests';
import { examples, type Example, worldForThisFile } from '../testing/operation-examples';

jest.setTimeout(240_000);

/** Runs per operation and caller: 27 operations × 2 callers × RUNS requests in all. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const REFUSALS = new Set([400, 401, 403, 404, 409, 413, 415, 429]);

const w = worldForThisFile();

/** Row count and md5 of every table of the shop, in one query. */
async function snapshot(): Promise<string> {
  type Row = { name: string; n: number; hash: string };
  const tables = await sql<{
    name: string;
  }>`select tablename as name from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%' order by tablename`.execute(
    w.app.db,
  );
  const parts = tables.rows.map(
    ({ name }) =>
      sql`select ${name} as name, count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as hash from ${sql.table(name)} r`,
  );
  const result = await sql<Row>`${sql.join(parts, sql` union all `)}`.execute(w.app.db);
  return JSON.stringify(result.rows);
}

const operations = loadOperations();

const callers: [string, () => string | undefined][] = [
  ['visitor', () => undefined],
  ['administrator', () => w.admin.token],
];

describe.each(callers)('as a %s', (_caller, tokenOf) => {
  it.each(operations.map((op) => [op.operationId, op] as const))('%s survives malformed requests', async (_id, op) => {
    const example: Example = await examples[op.operationId](w);
    // An order placed or cancelled has its invoice issued in the background: wait for it, so
    // that what is compared is what the request changed.
    await w.app.invoiceIssuer.idle();
    let baseline = await snapshot();
    await fc.assert(
      fc.asyncProperty(hostileMutations(op, example), async (m) => {
        const res = await w.app.inject(await hostileRequest(op, example, m, tokenOf()));
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(REFUSALS.has(res.statusCode) ? res.statusCode : `unexpected ${res.statusCode}`).toBe(res.statusCode);
          expect(res.json()).toEqual({ success: false, message: expect.any(String) });
        }
        if (op.method === 'GET') return;
        await w.app.invoiceIssuer.idle();
        const now = await snapshot();
        if (res.statusCode >= 400) expect(now).toBe(baseline);
        baseline = now;
      }),
      { numRuns: RUNS, endOnFailure: true, examples: alwaysTried(op, example) },
    );
    const health = await w.app.inject({ url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});
