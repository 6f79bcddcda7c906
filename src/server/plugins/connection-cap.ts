/**
 * Caps the open connections from one socket address (MAX_CONNECTIONS_PER_IP): a socket beyond
 * the cap is closed as soon as it connects, before a byte of it is parsed. With app.ts's timeouts
 * this bounds what slow clients from one host can hold: about 19,400 slow header senders from
 * one machine once made every other request fail for 45 s.
 *
 * The address is the socket's, never X-Forwarded-For (which a client writes itself). Behind a
 * reverse proxy every socket is the proxy's, so the cap would throttle all shoppers together;
 * there config.ts leaves it off unless set, and the proxy should cap per client instead.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_MAX_CONNECTIONS_PER_IP } from '../config';

async function connectionCapPlugin(app: FastifyInstance) {
  const cap = app.config.maxConnectionsPerIp ?? DEFAULT_MAX_CONNECTIONS_PER_IP;
  if (cap === 0) return;
  const open = new Map<string, number>();
  /** Addresses already reported at the cap, so an attack writes one warning, not one per socket. */
  const reported = new Set<string>();

  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      if (!reported.has(address)) {
        reported.add(address);
        app.log.warn({ address, cap }, 'connections per address at the cap (MAX_CONNECTIONS_PER_IP): closing new ones');
      }
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = open.get(address)! - 1;
      if (left > 0) return void open.set(address, left);
      open.delete(address);
      reported.delete(address);
    });
  });
}

export default fp(connectionCapPlugin, { name: 'connection-cap' });
