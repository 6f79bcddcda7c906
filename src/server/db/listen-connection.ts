/**
 * LISTEN needs a connection of its own, outside the pool, for as long as the server runs.
 * When it drops (a restart, a failover, a terminated backend) the listener is told (`lost`),
 * and the connection is reopened every second until it is back (`restored`). Exactly one
 * reopening loop runs, whatever mix of 'error' and 'end' events the dying connection emits.
 */
import type { Client } from 'pg';

/**
 * What a subscriber hears: `notified` on each NOTIFY, with its payload, and `lost`/`restored`
 * around any time it may have missed some (a dropped connection), so it can stop trusting what
 * it cached.
 */
export type ChangeListener = { notified(payload: string): void; lost(): void; restored(): void };

const RELISTEN_DELAY_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** Opens one listening connection, or rejects having closed it; `onDrop` runs once if it drops later. */
async function open(newClient: () => Client, channel: string, listener: ChangeListener, clients: Set<Client>, onDrop: () => void) {
  const client = newClient();
  let live = false;
  let dropped = false;
  const drop = () => {
    if (!live || dropped) return;
    dropped = true;
    clients.delete(client);
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
}

/** Listens on `channel` from now on; rejects only if the first connection cannot be opened. */
export async function listenOn(
  newClient: () => Client,
  channel: string,
  listener: ChangeListener,
  clients: Set<Client>,
  isClosed: () => boolean,
): Promise<void> {
  const reopen = async () => {
    listener.lost();
    while (!isClosed()) {
      await pause(RELISTEN_DELAY_MS);
      if (isClosed()) return;
      try {
        await open(newClient, channel, listener, clients, onDrop);
      } catch {
        continue; // still away
      }
      listener.restored();
      return;
    }
  };
  const onDrop = () => {
    if (!isClosed()) void reopen();
  };
  await open(newClient, channel, listener, clients, onDrop);
}
