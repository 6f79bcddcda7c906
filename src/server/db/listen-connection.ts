/**
 * LISTEN needs a connection of its own, outside the pool, for as long as the server runs.
 * When it drops (a restart, a failover, a terminated backend) the listener is told (`lost`),
 * and the connection is reopened every second until it is back (`restored`). Exactly one
 * reopening loop runs, whatever mix of 'error' and 'end' events the dying connection emits.
 *
 * A connection can also die without a word: a server or a network gone while the socket stays
 * open (no reset ever comes, and TCP keepalive takes hours to notice), or an idle connection
 * forgotten by a NAT. The NOTIFYs stop, and a listener that trusted the silence would keep
 * stale answers for good. So the connection is asked a round trip at every heartbeat (which
 * also keeps it from looking idle), and one still unanswered after `deadAfterBeats` heartbeats
 * drops it as a closed one would: `lost`, then reopened, and `onSilent` is told. Heartbeats, not
 * elapsed time: after the event loop was held up, an answer that came meanwhile is read before
 * the next heartbeat, so a busy process does not take its own delay for the server's silence.
 *
 * `heard()` is a round trip on the listening connection itself. PostgreSQL signals a listening
 * backend as the notifying transaction commits, before that transaction's COMMIT is answered,
 * and the backend, idle between statements, sends what it has been signalled before it runs
 * the next statement it reads: so once a round trip sent after some commit returns, that
 * commit's NOTIFY has been heard. Callers who come while one is on the wire wait for the next,
 * sent when it returns; however many ask, one round trip at a time is on the wire.
 */
import type { Client } from 'pg';

/**
 * What a subscriber hears: `notified` on each NOTIFY, with its payload, and `lost`/`restored`
 * around any time it may have missed some (a dropped connection), so it can stop trusting what
 * it cached.
 */
export type ChangeListener = { notified(payload: string): void; lost(): void; restored(): void };

/** What listening gives back: see `heard()` above. Rejects while the connection is down. */
export type Listening = { heard(): Promise<void> };

/** How a listening connection is watched; tests shorten them. */
export type ListenTiming = {
  /** The pause before each reopening attempt. */
  relistenDelayMs: number;
  /** A round trip slower than this fails its `heard()` callers (who then read afresh); the connection lives on. */
  heardTimeoutMs: number;
  /** How often the connection is asked a round trip, whether or not anyone is waiting for one. */
  heartbeatMs: number;
  /**
   * A round trip still unanswered at this many heartbeats drops the connection: by default 10 to
   * 15 s after it was sent, 15 to 20 s after the server fell silent when no caller asked sooner.
   */
  deadAfterBeats: number;
};

export const LISTEN_TIMING: ListenTiming = { relistenDelayMs: 1000, heardTimeoutMs: 1000, heartbeatMs: 5000, deadAfterBeats: 3 };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * `roundTrip` as callers wait for it: each caller's promise settles with a round trip sent after
 * the call; a caller who comes while one is on the wire shares the next with everyone else who does.
 */
export function sharedRoundTrips(roundTrip: () => Promise<void>): () => Promise<void> {
  let onTheWire: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const send = (): Promise<void> => {
    const trip = roundTrip().finally(() => {
      if (onTheWire === trip) onTheWire = undefined;
    });
    onTheWire = trip;
    return trip;
  };
  return () => {
    if (!onTheWire) return send();
    next ??= onTheWire
      .catch(() => {})
      .then(() => {
        next = undefined;
        // One sent since the last returned was sent after every caller waiting here came.
        return onTheWire ?? send();
      });
    return next;
  };
}

/** Where a process's listening connections come from, shared by every channel it listens on. */
export type ListenConnections = {
  newClient: () => Client;
  /** Every listening client open now, so that closing the database can end them. */
  clients: Set<Client>;
  /** True once the database is closed: nothing is reopened after. */
  isClosed: () => boolean;
  timing?: ListenTiming;
  /** Told when a listening connection fell silent and was dropped (the pool's may have too). */
  onSilent?: () => void;
};

/** A live listening connection, and the way to drop it (as if it had closed): onDrop runs once, however it goes. */
type Opened = { client: Client; drop(): void };

/** Opens one listening connection, or rejects having closed it; `onDrop` runs once if it drops later. */
async function open(
  { newClient, clients }: ListenConnections,
  channel: string,
  listener: ChangeListener,
  onDrop: () => void,
): Promise<Opened> {
  const client = newClient();
  let live = false;
  let dropped = false;
  const drop = () => {
    if (!live || dropped) return;
    dropped = true;
    clients.delete(client);
    // With a round trip on the wire, end() destroys the socket rather than wait for a goodbye that may never come.
    client.end().catch(() => {});
    onDrop();
  };
  // Until it is live, a failure reaches connect() or query() below; these listeners also
  // keep an 'error' event from ending the process.
  client.on('error', drop);
  client.on('end', drop);
  client.on('notification', (message) => message.channel === channel && listener.notified(message.payload ?? ''));
  clients.add(client);
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    clients.delete(client);
    client.end().catch(() => {});
    throw error;
  }
  live = true;
  return { client, drop };
}

/** Listens on `channel` from now on; rejects only if the first connection cannot be opened. */
export async function listenOn(channel: string, listener: ChangeListener, connections: ListenConnections): Promise<Listening> {
  const { isClosed, timing = LISTEN_TIMING, onSilent } = connections;
  let listening: Opened | undefined;
  const reopen = async () => {
    listener.lost();
    while (!isClosed()) {
      await pause(timing.relistenDelayMs);
      if (isClosed()) return;
      try {
        listening = await open(connections, channel, listener, onDrop);
      } catch {
        continue; // still away
      }
      listener.restored();
      return;
    }
  };
  const onDrop = () => {
    listening = undefined;
    if (!isClosed()) void reopen();
  };
  listening = await open(connections, channel, listener, onDrop);
  /** Heartbeats the round trip on the wire has gone unanswered through; undefined while none is on the wire. */
  let unansweredBeats: number | undefined;
  const roundTrip = sharedRoundTrips(async () => {
    if (!listening) throw new Error(`not listening on ${channel}: the connection is being reopened`);
    unansweredBeats = 0;
    try {
      await listening.client.query('SELECT 1');
    } finally {
      unansweredBeats = undefined;
    }
  });
  const heartbeat = setInterval(() => {
    if (isClosed()) clearInterval(heartbeat);
    else if (unansweredBeats === undefined) roundTrip().catch(() => {});
    else if (++unansweredBeats >= timing.deadAfterBeats) {
      listening?.drop();
      onSilent?.();
    }
  }, timing.heartbeatMs).unref();
  return {
    heard: () => withTimeout(roundTrip(), timing.heardTimeoutMs, `no answer on the ${channel} listening connection`),
  };
}
