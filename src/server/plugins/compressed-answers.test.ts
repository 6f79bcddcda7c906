import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { insertCategory, insertProductWithPhoto, insertProducts } from '../testing/catalogue-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { answerEncoding, COMPRESS_FROM } from './compressed-answers';

jest.setTimeout(30_000);

let t: TestApp;
let photoUrl: string;
let relatedUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const category = await insertCategory(t.app, 'Pain Relief');
  const [first] = await insertProducts(
    t.app,
    Array.from({ length: 30 }, (_, i) => ({ name: `Paracetamol 500 mg Tablet ${i}`, categoryId: category.id })),
  );
  relatedUrl = `/api/v1/products/related-product/${first.id}/${category.id}`;
  const withPhoto = await insertProductWithPhoto(t.app, { name: 'Ibuprofen 400 mg Tablet', categoryId: category.id });
  photoUrl = `/api/v1/products/product-photo/${withPhoto._id}?v=${withPhoto.photo.version}`;
});
afterAll(() => t.close());

const SEARCH = '/api/v1/products/search/paracetamol';
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const decoded = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
  res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);

describe('API answers compressed as the client accepts', () => {
  it('compresses a large JSON answer as the client accepts (brotli, else gzip): the same JSON and tag as the plain answer, and says it varies', async () => {
    const plain = await get(SEARCH);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM);
    expect(plain.json()).toHaveLength(30);
    const expected = { 'gzip, deflate, br, zstd': 'br', 'gzip, deflate': 'gzip', 'br;q=0.5, gzip': 'gzip', br: 'br', '*': 'br' };
    for (const [accepted, encoding] of Object.entries(expected)) {
      const res = await get(SEARCH, { 'accept-encoding': accepted });
      expect({ accepted, encoding: res.headers['content-encoding'] }).toEqual({ accepted, encoding });
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decoded(res).equals(plain.rawPayload)).toBe(true);
    }
  });

  it('answers plainly a client that accepts neither brotli nor gzip', async () => {
    for (const accepted of ['identity', 'deflate, zstd', 'gzip;q=0', 'br;q=0, gzip;q=0, *;q=1']) {
      const res = await get(SEARCH, { 'accept-encoding': accepted });
      expect({ accepted, encoding: res.headers['content-encoding'] }).toEqual({ accepted, encoding: undefined });
      expect(res.json()).toHaveLength(30);
    }
  });

  it('gzips an answer its handler returned as an object, serialised by the route', async () => {
    const plain = await get(relatedUrl);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM);
    const res = await get(relatedUrl, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json().products).toHaveLength(4);
  });

  it('replays a kept answer compressed in each encoding, identical each time, and a matching tag as 304 with no body', async () => {
    const url = '/api/v1/products/product-list/1';
    // Kept by the catalogue cache from its second asking (admission.ts).
    for (let i = 0; i < 2; i++) await get(url);
    const plain = await get(url);
    for (const encoding of ['gzip', 'br']) {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await get(url, { 'accept-encoding': encoding }));
      for (const res of answers) {
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.rawPayload.equals(answers[0].rawPayload)).toBe(true);
        expect(decoded(res).equals(plain.rawPayload)).toBe(true);
      }
    }
    const notModified = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers, errors and photos uncompressed', async () => {
    const count = await get('/api/v1/products/product-count', { 'accept-encoding': 'gzip' });
    expect(count.rawPayload.length).toBeLessThan(COMPRESS_FROM);
    expect(count.headers['content-encoding']).toBeUndefined();
    expect(count.json()).toEqual({ success: true, total: 31 });
    const missing = await get('/api/v1/products/get-product/no-such-product', { 'accept-encoding': 'gzip' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    const photo = await get(photoUrl, { 'accept-encoding': 'gzip, deflate, br' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
    expect(photo.headers['content-encoding']).toBeUndefined();
  });
});

describe('answerEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip', 'gzip'],
    ['GZIP, BR', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1, gzip;q=0.1', 'br'],
    ['br;q=0.1, gzip', 'gzip'],
    ['gzip; q=0', undefined],
    ['gzip;q=0.0, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*;q=0', undefined],
    ['*;q=0.1', 'br'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *', 'gzip'],
    ['compress, deflate, identity, zstd', undefined],
  ])('for Accept-Encoding %p answers %p', (header, encoding) => {
    expect(answerEncoding(header)).toBe(encoding);
  });
});
