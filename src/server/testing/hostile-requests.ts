/**
 * fast-check arbitraries for malformed requests: each takes an operation's valid example and
 * breaks one thing — a field's type or size, odd Unicode, SQL and script fragments, an unknown
 * property, a truncated or mistyped body, a broken multipart form, a hostile path or query value.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { Operation } from '../contract/openapi';
import { type Example, urlOf } from './operation-examples';
import { multipartBody } from './multipart';

const FRAGMENTS = [
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)',
  "\\'; COPY users TO '/tmp/x'; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '\u202Egnp.exe', // right-to-left override
  '\u200B\u200C\u200D\uFEFF', // zero-width characters
  '\uD800', // lone high surrogate
  'x\uDC00y', // lone low surrogate
  'nul\u0000byte',
  'ＡＤＭＩＮ',
  '🧪💊'.repeat(30),
  ' ',
  '',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
];

/** Already percent-encoded bytes that are not valid UTF-8 or are control characters. */
const RAW_ESCAPES = ['%ED%A0%80', '%C0%AF', '%FF%FE', '%00', '%0D%0AX-Injected:%201', '%E2%80%AE', '%25', '%2e%2e%2f'];

export const hostileString = fc.oneof(
  fc.constantFrom(...FRAGMENTS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 101, max: 300_000 }).map((n) => 'A'.repeat(n)),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [[[]]]),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 2 }),
);

const UNKNOWN_KEYS = ['role', '_id', 'isAdmin', 'total', 'price', 'buyer', 'token_version', '__proto__', 'constructor'];
const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'image/png',
];

type Mutation = {
  kind: 'field' | 'extra' | 'whole' | 'truncated' | 'contentType' | 'param' | 'query' | 'boundary' | 'file' | 'wrongBody';
  value: unknown;
  text: string;
  raw: string;
  useRaw: boolean;
  pick: number;
  cut: number;
  key: string;
  contentType: string;
  bytes: Uint8Array;
};

const mutation = (kinds: Mutation['kind'][]): fc.Arbitrary<Mutation> =>
  fc.record({
    kind: fc.constantFrom(...kinds),
    value: hostileValue,
    text: hostileString,
    raw: fc.constantFrom(...RAW_ESCAPES),
    useRaw: fc.boolean(),
    pick: fc.nat(),
    cut: fc.nat(),
    key: fc.constantFrom(...UNKNOWN_KEYS),
    contentType: fc.constantFrom(...CONTENT_TYPES),
    bytes: fc.uint8Array({ maxLength: 3000 }),
  });

function kindsFor(op: Operation, example: Example): Mutation['kind'][] {
  const kinds: Mutation['kind'][] = ['contentType'];
  if (example.params) kinds.push('param');
  if (op.querystring) kinds.push('query');
  if (op.bodyType === 'json') kinds.push('field', 'extra', 'whole', 'truncated', 'wrongBody');
  if (op.bodyType === 'multipart') kinds.push('field', 'extra', 'truncated', 'boundary', 'file', 'wrongBody');
  return kinds;
}

/** Percent-encodes every UTF-8 byte, so any string (lone surrogates become U+FFFD) fits a URL. */
/**
 * A generated value as query text. Not String(): a generated object can have a `toString`
 * key that isn't a function, and String() then throws inside the test instead of the request.
 */
const asQueryText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const encodeAll = (text: string) => [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const choose = <T>(items: T[], index: number): T => items[index % items.length];

/** The example with mutation `m` applied, as `app.inject()` options. */
async function build(op: Operation, example: Example, m: Mutation, token?: string): Promise<InjectOptions> {
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const base = { method: op.method as InjectOptions['method'], headers };
  const url = urlOf(op, example);
  const json = (example.json ?? {}) as Record<string, unknown>;
  const hostile = m.useRaw ? m.raw : encodeAll(m.text);
  switch (m.kind) {
    case 'param': {
      const name = choose(Object.keys(example.params!), m.pick);
      const badUrl = urlOf(op, { ...example, params: { ...example.params, [name]: '\u0000' } }).replace('%00', hostile);
      return { ...base, url: badUrl, ...(await bodyOf(example, headers)) };
    }
    case 'query': {
      const names = Object.keys((op.querystring as { properties: object }).properties);
      return {
        ...base,
        url: `${urlOf(op, { ...example, query: {} })}?${choose(names, m.pick)}=${hostile}&${choose(names, m.cut)}=${encodeAll(asQueryText(m.value))}`,
      };
    }
    case 'contentType':
      return {
        ...base,
        url,
        headers: { ...headers, 'content-type': m.contentType },
        payload: JSON.stringify(example.json ?? m.value) ?? 'x',
      };
    case 'wrongBody':
      return op.bodyType === 'json'
        ? { ...base, url, ...(await multipartOf({ a: m.text }, headers)) }
        : { ...base, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(example.form) };
    default:
      return op.bodyType === 'multipart' ? multipartMutation(base, url, example, m) : { ...base, url, ...jsonMutation(json, m, headers) };
  }
}

function jsonMutation(json: Record<string, unknown>, m: Mutation, headers: Record<string, string>) {
  const withType = { ...headers, 'content-type': 'application/json' };
  const keys = Object.keys(json);
  switch (m.kind) {
    case 'field':
      return { headers: withType, payload: JSON.stringify({ ...json, [choose(keys.length ? keys : ['x'], m.pick)]: m.value }) };
    case 'extra': {
      const text = JSON.stringify(json);
      return {
        headers: withType,
        payload: `{"${m.key}":${JSON.stringify(m.value) ?? 'null'}${text.length > 2 ? ',' : ''}${text.slice(1)}`,
      };
    }
    case 'whole':
      return { headers: withType, payload: JSON.stringify(m.value) ?? '' };
    default: {
      const text = JSON.stringify(json);
      return { headers: withType, payload: text.slice(0, m.cut % Math.max(1, text.length)) };
    }
  }
}

async function multipartMutation(base: InjectOptions, url: string, example: Example, m: Mutation): Promise<InjectOptions> {
  const form = { ...example.form! };
  const headers = base.headers as Record<string, string>;
  switch (m.kind) {
    case 'field':
      form[choose(Object.keys(form), m.pick)] = m.text;
      return { ...base, url, ...(await multipartOf(form, headers)) };
    case 'extra':
      form[m.key] = m.text;
      return { ...base, url, ...(await multipartOf(form, headers)) };
    case 'file':
      form.photo = { bytes: m.bytes, filename: m.text.slice(0, 50) || 'x', type: m.contentType };
      return { ...base, url, ...(await multipartOf(form, headers)) };
    case 'boundary': {
      const body = await multipartOf(form, headers);
      return { ...base, url, ...body, headers: { ...body.headers, 'content-type': 'multipart/form-data; boundary=not-the-boundary' } };
    }
    default: {
      const body = await multipartOf(form, headers);
      return { ...base, url, ...body, payload: body.payload.subarray(0, m.cut % body.payload.length) };
    }
  }
}

async function multipartOf(form: Example['form'] & object, headers: Record<string, string>) {
  const body = await multipartBody(form);
  return { payload: body.payload, headers: { ...headers, ...body.headers } };
}

async function bodyOf(example: Example, headers: Record<string, string>) {
  if (example.form) return multipartOf(example.form, headers);
  if (example.json === undefined) return { headers };
  return { headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(example.json) };
}

/**
 * Mutations tried on every run whatever the random draw: each field of the body (or the first
 * path or query value) set to NUL, a lone surrogate, SQL and script.
 */
export function alwaysTried(op: Operation, example: Example): [Mutation][] {
  const kind = (['field', 'param', 'query'] as const).find((k) => kindsFor(op, example).includes(k));
  if (!kind) return [];
  const fields = Math.max(1, Object.keys(example.form ?? (example.json as object) ?? {}).length);
  const base = { raw: '%00', useRaw: false, cut: 0, key: 'role', contentType: 'text/plain', bytes: new Uint8Array() };
  return ['nul\u0000byte', '\uD800', "'; DROP TABLE users; --", '<script>alert(1)</script>'].flatMap((text) =>
    Array.from({ length: fields }, (_, pick) => [{ ...base, kind, text, value: text, pick }] as [Mutation]),
  );
}

/** Ways to break `op`'s valid example; `hostileRequest` turns one into a request. */
export const hostileMutations = (op: Operation, example: Example) => mutation(kindsFor(op, example));
export const hostileRequest = build;
export type { Mutation };
