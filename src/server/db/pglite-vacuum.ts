/**
 * VACUUM for the embedded database, which has no autovacuum: PGlite runs PostgreSQL as one
 * process, without the background workers that vacuum a server's tables. Every order takes
 * stock, and an UPDATE leaves the old row version behind, clears its page's all-visible bit
 * (so index-only scans read the table again) and adds entries to every index. Left alone, those
 * versions are never removed and their space never used again: the tables only grow
 * (pglite-vacuum.test.ts: a table updated twice over is three times its size without, twice
 * with). On the bench's database, filtered pages fell run after run (1,253 a second, then 959,
 * 767, 702, and 503–541 in filters-only loads); after VACUUM ANALYZE by hand they were served at
 * 729 and 1,345. Whether VACUUM or ANALYZE brought them back is not settled (a later run after
 * plain VACUUMs served 794): this module is here for the growth, not for a measured speed-up.
 *
 * Every `intervalMs`, if at least `minChanges` rows were inserted, updated or deleted through the
 * dialect since the last run, it runs VACUUM on the whole database. VACUUM skips pages that are
 * still all-visible: on the bench's database a run after a session of 35 orders took 0.3–0.5 s,
 * with nothing changed 0.04 s; statements wait their turn behind it like any other. Timed again
 * on 2026-11-30 (a Xeon, scratch copies of the bench database): 0.12–0.15 s after 35 orders, 59–68
 * ms of it products', whose three GIN indexes' cleanup reads every page of each at every VACUUM
 * (about 27 ms with nothing changed). Vacuuming only the tables the statistics show changed, in
 * one command, took 0.10–0.14 s: within noise, so the whole database it stays. Those were each a
 * copy's first VACUUM since it was opened; a server's later runs, each after another 35 orders,
 * took 46–70 ms (a faster Xeon, the same day). Each table in a command of its own would let other
 * statements in between (reads waited at most 22 ms, against 58–62 behind one command) at three
 * to four times the thread's time (171–193 ms against 41–70), and `INDEX_CLEANUP OFF` was within
 * noise: neither taken.
 *
 * A database kept on disk is also vacuumed as its server stops, when rows changed since the last
 * run (`stop({ lastRun: true })`, connect.ts). A server stopped within a minute of its changes, as
 * every short bench run and a quick restart are, otherwise left them to the next server's first
 * VACUUM, which then held PGlite's thread for as long as they took: 1.27 s after three bench runs'
 * 990 orders, on a copy of the bench database, against 0.35 s after one run's (performance
 * journal, 2026-11-29 late night); a row of the next bench run served half its rate meanwhile.
 *
 * It does not ANALYZE. With statistics on the order tables (which the seed's ANALYZE saw empty)
 * PostgreSQL chose plans that served the pharmacist's queue at 608 a second against 1,082
 * without them, and own orders at 384 against 489 (scratch loads of those two reads, one after
 * the other on the same database); those statements' plans come first.
 */
import { type Kysely, sql } from 'kysely';
import type { WarningLog } from './connection-errors';
import type { PreparedStatementPgliteDialect } from './pglite-prepared';

export type VacuumSchedule = { intervalMs: number; minChanges: number };

export const DEFAULT_VACUUM_SCHEDULE: VacuumSchedule = { intervalMs: 60_000, minChanges: 100 };

/** Stops vacuuming, after a run in progress ends; with `lastRun`, then runs once more if rows changed since the last. */
export type StopVacuuming = (options?: { lastRun?: boolean }) => Promise<void>;

/** Starts vacuuming; the function it returns stops it. */
export function vacuumWhenChanged(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  dialect: Pick<PreparedStatementPgliteDialect, 'changedRows'>,
  schedule: VacuumSchedule = DEFAULT_VACUUM_SCHEDULE,
  log?: WarningLog,
): StopVacuuming {
  let vacuumedAt = dialect.changedRows;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    const changed = dialect.changedRows;
    if (changed - vacuumedAt < schedule.minChanges) return;
    try {
      await sql`vacuum`.execute(db);
      vacuumedAt = changed;
    } catch (error) {
      log?.warn({ reason: (error as Error).message }, 'VACUUM of the embedded database failed; it is tried again later');
    }
  };
  const timer = setInterval(() => {
    running = running.then(run);
  }, schedule.intervalMs);
  timer.unref();
  return async ({ lastRun = false } = {}) => {
    clearInterval(timer);
    await running;
    if (lastRun) await run();
  };
}
