/**
 * A TCP proxy in front of a PostgreSQL server that can stop passing bytes on the connections it
 * carries without closing them: what a client sees when the server's machine or the network
 * vanishes (no reset ever arrives, and its socket stays open). Connections made afterwards pass.
 */
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export type StallingProxy = {
  /** The database URL with the proxy's address in place of the server's. */
  url: string;
  /** Stops passing bytes, either way, on every connection open now; they stay open. */
  stall(): void;
  close(): Promise<void>;
};

export async function startStallingProxy(databaseUrl: string): Promise<StallingProxy> {
  const target = new URL(databaseUrl);
  const open = new Set<[Socket, Socket]>();
  const server = createServer((inbound) => {
    const outbound = connect(Number(target.port || 5432), target.hostname);
    const pair: [Socket, Socket] = [inbound, outbound];
    open.add(pair);
    const end = () => {
      open.delete(pair);
      inbound.destroy();
      outbound.destroy();
    };
    for (const socket of pair) socket.on('error', end).on('close', end);
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  const stalled: Socket[] = [];
  return {
    url: url.toString(),
    stall() {
      for (const [inbound, outbound] of open) {
        inbound.unpipe(outbound).pause();
        outbound.unpipe(inbound).pause();
        stalled.push(inbound, outbound);
      }
      open.clear();
    },
    async close() {
      for (const socket of stalled) socket.destroy();
      for (const pair of open) for (const socket of pair) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
