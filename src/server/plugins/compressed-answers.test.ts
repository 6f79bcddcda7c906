import { gunzipSync } from 'node:zlib';
import { insertCategory, insertProductWithPhoto, insertProducts } from '../testing/catalogue-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { acceptsGzip, COMPRESS_FROM } from './compressed-answers';

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

describe('API answers compressed as the client accepts', () => {
  it('gzips a large JSON answer for a client that accepts gzip: the same JSON and tag as the plain answer, and says it varies', async () => {
    const plain = await get(SEARCH);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM);
    expect(plain.json()).toHaveLength(30);
    for (const accepted of ['gzip, deflate, br, zstd', 'gzip, deflate', 'br;q=1, gzip;q=0.5', '*']) {
      const res = await get(SEARCH, { 'accept-encoding': accepted });
      expect({ accepted, encoding: res.headers['content-encoding'] }).toEqual({ accepted, encoding: 'gzip' });
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(gunzipSync(res.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
  });

  it('answers plainly a client that does not accept gzip', async () => {
    for (const accepted of ['identity', 'br', 'deflate', 'gzip;q=0', 'gzip;q=0, *;q=1']) {
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

  it('replays a kept answer compressed, identical each time, and a matching tag as 304 with no body', async () => {
    const url = '/api/v1/products/product-list/1';
    const answers = [];
    // Kept by the catalogue cache from its second asking (admission.ts).
    for (let i = 0; i < 4; i++) answers.push(await get(url, { 'accept-encoding': 'gzip' }));
    const plain = await get(url);
    for (const res of answers) {
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.rawPayload.equals(answers[0].rawPayload)).toBe(true);
      expect(gunzipSync(res.rawPayload).equals(plain.rawPayload)).toBe(true);
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

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['GZIP, BR', true],
    ['br;q=1, gzip;q=0.1', true],
    ['gzip; q=0', false],
    ['gzip;q=0.0, br', false],
    ['*;q=0', false],
    ['*;q=0.1', true],
    ['gzip;q=0, *', false],
    ['br, compress, deflate, identity', false],
  ])('for Accept-Encoding %p answers %p', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});
