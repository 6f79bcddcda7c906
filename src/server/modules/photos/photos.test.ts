import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { insertCategory } from '../../testing/catalogue-fixtures';
import { multipartBody, type FormFields } from '../../testing/multipart';
import { createTestApp, insertAdmin, type TestApp } from '../../testing/test-app';

// Starting an embedded database takes a few seconds on a busy two-core machine.
jest.setTimeout(30_000);

let t: TestApp;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await insertAdmin(t.app)).token;
  categoryId = (await insertCategory(t.app, 'Photos')).id;
});
afterAll(() => t.close());

const red = { r: 200, g: 30, b: 30 };
const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: red } });

/** A JPEG stored sideways with EXIF orientation 6 (rotate 90° to view) and a camera make. */
const sidewaysJpeg = () =>
  image(300, 200)
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SecretCam', Copyright: 'Someone' } } })
    .toBuffer();

/** A real PNG whose header then claims 10000 × 10000 pixels (100 megapixels). */
async function bombPng(): Promise<Buffer> {
  const png = Buffer.from(await image(10, 10).png().toBuffer());
  png.writeUInt32BE(10000, 16);
  png.writeUInt32BE(10000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const fields = (photo: Buffer | undefined, name = 'Photo Product'): FormFields => ({
  name,
  description: 'Has a picture.',
  price: '120',
  quantity: '5',
  category: categoryId,
  ...(photo ? { photo: { bytes: photo, filename: 'upload.jpg', type: 'image/jpeg' } } : {}),
});

async function send(method: 'POST' | 'PUT', url: string, form: FormFields, app = t.app, token = admin) {
  const { payload, headers } = await multipartBody(form);
  return app.inject({ method, url, payload, headers: { ...headers, authorization: token } });
}
const create = (photo?: Buffer, name?: string) => send('POST', '/api/v1/products/create-product', fields(photo, name));
const photoUrl = (id: string, query = '') => `/api/v1/products/product-photo/${id}${query}`;
const countProducts = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('uploading a photo', () => {
  it('re-encodes to WebP, applies the EXIF rotation and drops the metadata', async () => {
    const res = await create(await sidewaysJpeg());
    expect(res.statusCode).toBe(201);
    const { product } = res.json();
    expect(product.photo).toEqual({ version: expect.stringMatching(/^[\w-]{8,}$/), width: 200, height: 300 });

    const original = await t.app.inject({ url: photoUrl(product._id, '?size=original') });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/webp');
    const meta = await sharp(original.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(original.rawPayload.includes('SecretCam')).toBe(false);
  });

  it('stores every rendition at its width, never enlarging a small photo', async () => {
    const { product } = (await create(await image(2400, 1200).png().toBuffer(), 'Wide Photo')).json();
    expect(product.photo).toMatchObject({ width: 1600, height: 800 });
    const widths: Record<string, number> = {};
    for (const size of ['original', 'detail', 'card', 'thumb']) {
      const res = await t.app.inject({ url: photoUrl(product._id, `?size=${size}`) });
      widths[size] = (await sharp(res.rawPayload).metadata()).width!;
    }
    expect(widths).toEqual({ original: 1600, detail: 800, card: 400, thumb: 96 });
    const small = (await create(await image(120, 90).webp().toBuffer(), 'Small Photo')).json().product;
    const detail = await t.app.inject({ url: photoUrl(small._id, '?size=detail') });
    expect((await sharp(detail.rawPayload).metadata()).width).toBe(120);
  });

  it('replaces the photo on update and changes its version', async () => {
    const { product } = (await create(await image(100, 100).png().toBuffer(), 'Changing Photo')).json();
    const blue = await sharp({ create: { width: 50, height: 80, channels: 3, background: { r: 0, g: 0, b: 255 } } })
      .png()
      .toBuffer();
    const res = await send('PUT', `/api/v1/products/update-product/${product._id}`, fields(blue, 'Changing Photo'));
    const updated = res.json().product;
    expect(updated.photo).toMatchObject({ width: 50, height: 80 });
    expect(updated.photo.version).not.toBe(product.photo.version);
    const kept = await send('PUT', `/api/v1/products/update-product/${product._id}`, fields(undefined, 'Changing Photo'));
    expect(kept.json().product.photo).toEqual(updated.photo);
  });

  it.each([
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')],
    ['HTML', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['text', Buffer.from('just some text')],
    ['garbage', Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x13, 0x37, 0x42])],
  ])('refuses %s and leaves no product behind', async (_kind, bytes) => {
    const before = await countProducts();
    const res = await create(bytes, 'Refused Photo');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: "'photo' must be a JPEG, PNG or WebP image" });
    expect(await countProducts()).toBe(before);
  });

  it('refuses a GIF', async () => {
    const gif = await image(10, 10).gif().toBuffer();
    expect((await create(gif, 'Gif Photo')).json().message).toBe("'photo' must be a JPEG, PNG or WebP image");
  });

  it('refuses a decompression bomb without decoding it', async () => {
    const res = await create(await bombPng(), 'Bomb Photo');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('megapixels');
  });

  it('answers 413 JSON for a photo over the size limit', async () => {
    const small = await createTestApp({ maxPhotoBytes: 2048 });
    try {
      const token = (await insertAdmin(small.app)).token;
      const catId = (await insertCategory(small.app, 'Limits')).id;
      const big = await sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } })
        .png()
        .toBuffer();
      expect(big.length).toBeGreaterThan(2048);
      const res = await send('POST', '/api/v1/products/create-product', { ...fields(big), category: catId }, small.app, token);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, message: expect.stringContaining('too large') });
      const stored = await small.app.db.selectFrom('products').select('id').execute();
      expect(stored).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('serving a photo', () => {
  let id: string;
  let version: string;

  beforeAll(async () => {
    const { product } = (await create(await image(500, 400).jpeg().toBuffer(), 'Served Photo')).json();
    id = product._id;
    version = product.photo.version;
  });

  it('caches a versioned URL for a year and an unversioned one briefly', async () => {
    const versioned = await t.app.inject({ url: photoUrl(id, `?size=card&v=${version}`) });
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(versioned.headers.etag).toBe(`"${version}-card"`);
    const plain = await t.app.inject({ url: photoUrl(id) });
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
    expect(plain.headers.etag).toBe(`"${version}-original"`);
    const stale = await t.app.inject({ url: photoUrl(id, '?v=old') });
    expect(stale.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 304 without a body to a matching If-None-Match', async () => {
    const res = await t.app.inject({ url: photoUrl(id, '?size=thumb'), headers: { 'if-none-match': `W/"x", "${version}-thumb"` } });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    const other = await t.app.inject({ url: photoUrl(id, '?size=card'), headers: { 'if-none-match': `"${version}-thumb"` } });
    expect(other.statusCode).toBe(200);
  });

  it('answers AVIF to a browser that takes it once made (the WebP, briefly, meanwhile), WebP otherwise, and says it varies by Accept', async () => {
    const accept = 'image/avif,image/webp,image/apng,*/*;q=0.8';
    const ask = () => t.app.inject({ url: photoUrl(id, `?size=card&v=${version}`), headers: { accept } });
    const first = await ask();
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers.etag).toBe(`"${version}-card"`);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.vary).toBe('Accept');
    let avif = await ask();
    for (let tries = 0; avif.headers['content-type'] !== 'image/avif' && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      avif = await ask();
    }
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toBe('Accept');
    expect(avif.headers.etag).toBe(`"${version}-card-avif"`);
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(avif.rawPayload).metadata()).format).toBe('heif');
    const again = await t.app.inject({ url: photoUrl(id, `?size=card&v=${version}`), headers: { accept } });
    expect(again.rawPayload.equals(avif.rawPayload)).toBe(true);
    const webp = await t.app.inject({ url: photoUrl(id, `?size=card&v=${version}`), headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    const refused = await t.app.inject({ url: photoUrl(id, '?size=card'), headers: { accept: 'image/avif;q=0, image/webp' } });
    expect(refused.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 JSON for a product without a photo or an unknown product, and 400 for a bad size', async () => {
    const { product } = (await create(undefined, 'No Photo')).json();
    const none = await t.app.inject({ url: photoUrl(product._id) });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ success: false, message: 'This product has no photo' });
    const unknown = await t.app.inject({ url: photoUrl('00000000-0000-4000-8000-000000000000') });
    expect(unknown.json()).toEqual({ success: false, message: 'Product not found' });
    expect((await t.app.inject({ url: photoUrl(id, '?size=huge') })).statusCode).toBe(400);
  });

  it('goes away with its product', async () => {
    await t.app.inject({ method: 'DELETE', url: `/api/v1/products/delete-product/${id}`, headers: { authorization: admin } });
    expect((await t.app.inject({ url: photoUrl(id) })).statusCode).toBe(404);
    expect(await t.app.db.selectFrom('product_photos').select('product_id').where('product_id', '=', id).execute()).toEqual([]);
  });
});
