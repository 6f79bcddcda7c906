/**
 * Answers sent before any plugin's hooks can run: the router's refusals (a malformed %-escape,
 * an over-long path parameter) and Node's own, for requests it cannot even parse (a garbled
 * request line, headers over 16 KB, a client too slow to finish its headers or body). Fastify
 * hands both to app.ts's options, bypassing the error handler and the onSend hooks, so each
 * answer here sets the security headers and the API's `{ success: false, message }` itself.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applySecurityHeaders, SECURITY_HEADERS } from './security-headers';

/** For Fastify's `frameworkErrors` option. */
export function routerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(request, reply);
  reply.status(400).send({
    success: false,
    message: error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : 'The URL is not valid',
  });
}

function refusalFor(code: string | undefined): [number, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request took too long to arrive'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'The request headers are too large'];
  return [400, 'The request is malformed'];
}

/**
 * For Fastify's `clientErrorHandler` option (Node's 'clientError' event). Logs only the error
 * code: Node attaches the raw bytes received, which may hold an Authorization header.
 */
export function clientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = refusalFor(error.code);
  this.log.debug({ code: error.code, status }, 'client error');
  // As Node does: no answer once a response has begun on this socket, or it would be garbled.
  const responding = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !responding) {
    const body = JSON.stringify({ success: false, message });
    const headers = {
      ...SECURITY_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    };
    const lines = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines}\r\n${body}`);
  }
  socket.destroy();
}
