/**
 * `heard()` on a listening connection (listen-connection.ts): round trips shared by the callers
 * who wait at once, each caller's sent after it came; and, on a PostgreSQL server
 * (TEST_DATABASE_URL), that once it returns every NOTIFY committed before it was called on
 * another connection, as another server process's write would be, has been heard; and that a
 * listening connection that stops answering without closing is dropped and listened again.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { startStallingProxy } from '../testing/stalling-proxy';
import { type ChangeListener, connectDatabase, type DatabaseHandle, dropSchema, type Listening } from './connect';
import { listenOn, type ListenTiming, sharedRoundTrips } from './listen-connection';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** Short enough for a test: a round trip unanswered at the 5th heartbeat, 400-500 ms, drops its connection; heard() gives up at 100 ms. */
const FAST: ListenTiming = { relistenDelayMs: 50, heardTimeoutMs: 100, heartbeatMs: 100, deadAfterBeats: 5 };

/** `work`, or a rejection naming `what` once `ms` have passed without it settling. */
function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: still waiting after ${ms} ms`)), ms)),
  ]);
}

/** Round trips the test answers by hand, in the order they were sent. */
function handAnswered() {
  const sent: { answer: () => void; fail: (error: Error) => void }[] = [];
  const roundTrip = () => new Promise<void>((answer, fail) => sent.push({ answer, fail }));
  return { sent, heard: sharedRoundTrips(roundTrip) };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Waits, 50 ms at a time for at most `ms`, until `done()`. */
async function until(done: () => boolean, ms: number) {
  for (let waited = 0; waited < ms && !done(); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('sharedRoundTrips', () => {
  it('sends one round trip for a caller when none is on the wire, and settles the caller with it', async () => {
    const { sent, heard } = handAnswered();
    let done = false;
    void heard().then(() => (done = true));
    expect(sent).toHaveLength(1);
    await settle();
    expect(done).toBe(false);
    sent[0].answer();
    await settle();
    expect(done).toBe(true);
  });

  it('makes callers who come while one is on the wire wait for the next, sent once it returns, and shares it among them', async () => {
    const { sent, heard } = handAnswered();
    const first = heard();
    const settled: string[] = [];
    void first.then(() => settled.push('first'));
    void heard().then(() => settled.push('second'));
    void heard().then(() => settled.push('third'));
    expect(sent).toHaveLength(1);
    sent[0].answer();
    await settle();
    expect(settled).toEqual(['first']);
    expect(sent).toHaveLength(2);
    sent[1].answer();
    await settle();
    expect(settled).toEqual(['first', 'second', 'third']);
    expect(sent).toHaveLength(2);
  });

  it('fails the callers of a failed round trip alone, and sends a new one for the next', async () => {
    const { sent, heard } = handAnswered();
    const failed = heard();
    const waiting = heard();
    sent[0].fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await settle();
    expect(sent).toHaveLength(2);
    sent[1].answer();
    await expect(waiting).resolves.toBeUndefined();
    const later = heard();
    expect(sent).toHaveLength(3);
    sent[2].answer();
    await expect(later).resolves.toBeUndefined();
  });
});

onPostgres('on PostgreSQL', () => {
  const schema = `listen_${process.pid}_${randomBytes(4).toString('hex')}`;
  const channel = `heard_${schema}`;
  const payloads: string[] = [];
  const events: string[] = [];
  const listener: ChangeListener = {
    notified: (payload) => payloads.push(payload),
    lost: () => events.push('lost'),
    restored: () => events.push('restored'),
  };
  let handle: DatabaseHandle;
  let listening: Listening;

  beforeAll(async () => {
    handle = await connectDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema });
    listening = await handle.listen(channel, listener);
  });
  afterAll(async () => {
    await dropSchema(handle.db, schema);
    await handle.close();
  });

  /** Commits a NOTIFY on a pool connection, not the listening one: as another process would. */
  const notifyElsewhere = (payload: string) => sql`SELECT pg_notify(${channel}, ${payload})`.execute(handle.db);

  it('has heard every NOTIFY committed on another connection before heard() was called, each of 300 times', async () => {
    let heardBeforeAsked = 0;
    for (let i = 0; i < 300; i++) {
      await notifyElsewhere(`change ${i}`);
      if (payloads.includes(`change ${i}`)) heardBeforeAsked += 1;
      await listening.heard();
      expect(payloads).toContain(`change ${i}`);
    }
    // Most arrive only with the round trip: without it a reader would have answered from a stale page.
    expect(heardBeforeAsked).toBeLessThan(300);
  });

  it('fails while its connection is being reopened, and round-trips again once it is back', async () => {
    const listenerName = `pharmacy-${process.pid}-listen`;
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${listenerName}`.execute(handle.db);
    await until(() => events.includes('lost'), 1000);
    expect(events).toEqual(['lost']);
    await expect(listening.heard()).rejects.toThrow(`not listening on ${channel}`);
    await until(() => events.includes('restored'), 5000);
    expect(events).toEqual(['lost', 'restored']);
    await notifyElsewhere('after the return');
    await listening.heard();
    expect(payloads).toContain('after the return');
  });

  it('drops a connection that stops answering without closing, as a vanished server leaves it, and listens again on a new one', async () => {
    const proxy = await startStallingProxy(process.env.TEST_DATABASE_URL!);
    const heardThere: string[] = [];
    const eventsThere: string[] = [];
    const clients = new Set<pg.Client>();
    let closed = false;
    const throughProxy = await listenOn(
      channel,
      {
        notified: (payload) => heardThere.push(payload),
        lost: () => eventsThere.push('lost'),
        restored: () => eventsThere.push('restored'),
      },
      { newClient: () => new pg.Client({ connectionString: proxy.url }), clients, isClosed: () => closed, timing: FAST },
    );
    try {
      await notifyElsewhere('before the stall');
      await throughProxy.heard();
      expect(heardThere).toContain('before the stall');
      proxy.stall();
      await notifyElsewhere('during the stall');
      await expect(throughProxy.heard()).rejects.toThrow(`no answer on the ${channel} listening connection`);
      // A slow answer fails its callers alone; only one unanswered at deadAfterBeats heartbeats drops the connection.
      expect(eventsThere).toEqual([]);
      await until(() => eventsThere.includes('restored'), 5000);
      expect(eventsThere).toEqual(['lost', 'restored']);
      await notifyElsewhere('after the stall');
      await throughProxy.heard();
      expect(heardThere).toContain('after the stall');
    } finally {
      closed = true;
      await Promise.all([...clients].map((client) => client.end().catch(() => {})));
      await proxy.close();
    }
  });

  it("drops the pool's connections too when its server goes silent: a statement left waiting fails, and the next runs on a new one", async () => {
    const proxy = await startStallingProxy(process.env.TEST_DATABASE_URL!);
    const silentSchema = `${schema}_silent`;
    const throughProxy = await connectDatabase({ kind: 'postgres', url: proxy.url, schema: silentSchema, listenTiming: FAST });
    const eventsThere: string[] = [];
    try {
      await throughProxy.listen(channel, {
        notified: () => {},
        lost: () => eventsThere.push('lost'),
        restored: () => eventsThere.push('restored'),
      });
      await sql`SELECT 1`.execute(throughProxy.db);
      proxy.stall();
      const waiting = sql`SELECT 1`.execute(throughProxy.db);
      await expect(within(3000, 'the statement on the silent connection', waiting)).rejects.toThrow('Connection terminated');
      await until(() => eventsThere.includes('restored'), 5000);
      expect(eventsThere).toEqual(['lost', 'restored']);
      const { rows } = await within(3000, 'a statement after the silence', sql<{ two: number }>`SELECT 2 AS two`.execute(throughProxy.db));
      expect(rows).toEqual([{ two: 2 }]);
    } finally {
      // The proxy first: a connection still stalled would hold the pool's close up.
      await proxy.close();
      await dropSchema(handle.db, silentSchema);
      await throughProxy.close();
    }
  });
});
