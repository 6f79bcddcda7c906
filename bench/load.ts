/** Drives one target with autocannon (for `seconds`, or once through a `once` target) and returns its row: requests, requests/s, p50, p99, errors. */
import autocannon from 'autocannon';
import type { Row } from './report';
import type { BenchRequest, Target } from './targets';

export async function load(url: string, target: Target, seconds: number, connections: number): Promise<Row> {
  const method = target.method ?? 'GET';
  const headers: Record<string, string> = {};
  if (method === 'POST') headers['content-type'] = 'application/json';
  if (target.token) headers.authorization = target.token;
  if (target.acceptEncoding) headers['accept-encoding'] = target.acceptEncoding;
  const { request } = target;
  const next = typeof request === 'function' ? request : (): BenchRequest => request;
  const first = next();
  const result = await autocannon({
    url: `${url}${first.path}`,
    method,
    headers,
    body: first.body === undefined ? undefined : JSON.stringify(first.body),
    requests: [
      {
        setupRequest: (request) => {
          const { path, body } = next();
          return { ...request, path, body: body === undefined ? undefined : JSON.stringify(body) };
        },
      },
    ],
    connections,
    ...(target.once ? { amount: target.distinct } : { duration: seconds }),
  });
  return {
    name: target.name,
    distinct: target.distinct,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
