/**
 * Raw HTTP over a TCP socket, for requests no HTTP client will send (a garbled request line,
 * oversized headers, headers dripped a byte at a time) and for reading exactly what came back.
 */
import { connect, type Socket } from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** Parses the first response in `raw`; status 0 when nothing (or no status line) arrived. */
export function parseAnswer(raw: string): RawAnswer {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status, headers, body: rest.join('\r\n\r\n') };
}

/** Opens a socket to 127.0.0.1:`port`, from `localAddress` (any 127.x.y.z) when given. */
export function openSocket(port: number, localAddress?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Sends `text` (from `localAddress` when given) and resolves with everything received once the
 * server closes (or `timeoutMs`).
 */
export async function rawRequest(port: number, text: string | Buffer, timeoutMs = 5_000, localAddress?: string): Promise<RawAnswer> {
  const socket = await openSocket(port, localAddress);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined); // a reset after the answer is still an answer
  socket.write(text);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => resolve(), timeoutMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  socket.destroy();
  return parseAnswer(received);
}

/**
 * One JSON call on a connection of its own (`Connection: close`), from `from` (127.0.0.1 unless
 * given), signed in with `token` when given, to the server at `baseUrl`: with several server
 * processes on one port, consecutive calls reach them in turn. The status and the JSON answered.
 */
export async function jsonOnNewConnection(
  baseUrl: string,
  method: string,
  url: string,
  { json, from, token }: { json?: unknown; from?: string; token?: string } = {},
) {
  const body = json === undefined ? '' : JSON.stringify(json);
  const head = [
    `${method} ${url} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...(token === undefined ? [] : [`Authorization: ${token}`]),
    ...(json === undefined ? [] : ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`]),
  ];
  const answer = await rawRequest(Number(new URL(baseUrl).port), `${head.join('\r\n')}\r\n\r\n${body}`, 5_000, from);
  return { status: answer.status, body: answer.body ? JSON.parse(answer.body) : undefined };
}
