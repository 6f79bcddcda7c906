import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { insertCategory, insertProductWithPhoto, insertProducts } from '../testing/catalogue-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { chosenEncoding, COMPRESS_FROM } from './compressed-answers';

jest.setTimeout(30_000);

let t: TestApp;
let photoUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const category = await insertCategory(t.app, 'Pain Relief');
  await insertProducts(
    t.app,
    Array.from({ length: 30 }, (_, i) => ({ name: `Paracetamol 500 mg Tablet ${i}`, categoryId: category.id })),
  );
  const withPhoto = await insertProductWithPhoto(t.app, { name: 'Ibuprofen 400 mg Tablet', categoryId: category.id });
  photoUrl = `/api/v1/products/product-photo/${withPhoto._id}?v=${withPhoto.photo.version}`;
});
afterAll(() => t.close());

const SEARCH = '/api/v1/products/search/paracetamol';
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const DECODE = { br: brotliDecompressSync, gzip: gunzipSync };

describe('API answers compressed as the client accepts', () => {
  it('answers a large JSON answer in brotli or gzip, the same JSON and tag as the plain answer, and says it varies', async () => {
    const plain = await get(SEARCH);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM);
    expect(plain.json()).toHaveLength(30);
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'br'],
    ] as const) {
      const res = await get(SEARCH, { 'accept-encoding': accepted });
      expect({ accepted, encoding: res.headers['content-encoding'] }).toEqual({ accepted, encoding });
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(DECODE[encoding](res.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
  });

  it('answers plainly a client that accepts neither, or only what the server does not make', async () => {
    for (const accepted of ['identity', 'deflate', 'br;q=0, gzip;q=0', 'gzip;q=0, *;q=1, br;q=0']) {
      const res = await get(SEARCH, { 'accept-encoding': accepted });
      expect({ accepted, encoding: res.headers['content-encoding'] }).toEqual({ accepted, encoding: undefined });
      expect(res.json()).toHaveLength(30);
    }
  });

  it('replays a kept answer compressed, identical each time, and a matching tag as 304 with no body', async () => {
    const url = '/api/v1/products/product-list/1';
    const answers = [];
    // Kept by the catalogue cache from its second asking (admission.ts).
    for (let i = 0; i < 4; i++) answers.push(await get(url, { 'accept-encoding': 'br' }));
    const plain = await get(url);
    for (const res of answers) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    const notModified = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers, errors and photos uncompressed', async () => {
    const count = await get('/api/v1/products/product-count', { 'accept-encoding': 'br' });
    expect(count.rawPayload.length).toBeLessThan(COMPRESS_FROM);
    expect(count.headers['content-encoding']).toBeUndefined();
    expect(count.json()).toEqual({ success: true, total: 31 });
    const missing = await get('/api/v1/products/get-product/no-such-product', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    const photo = await get(photoUrl, { 'accept-encoding': 'br, gzip' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
    expect(photo.headers['content-encoding']).toBeUndefined();
  });
});

describe('chosenEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP, BR', 'br'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['br; q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['*;q=0', undefined],
    ['*;q=0.1', 'br'],
    ['compress, deflate, identity', undefined],
  ])('for Accept-Encoding %p answers %p', (header, encoding) => {
    expect(chosenEncoding(header)).toBe(encoding);
  });
});
