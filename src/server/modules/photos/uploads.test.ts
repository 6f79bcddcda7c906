/**
 * Polyglot uploads (photos.test.ts covers SVG, HTML, GIF, bombs and EXIF): bytes that merely
 * start like a JPEG are refused, and a real JPEG carrying HTML is accepted only as the image
 * the shop re-encodes itself, so the script never reaches a browser.
 */
import sharp from 'sharp';
import { insertCategory } from '../../testing/catalogue-fixtures';
import { multipartBody } from '../../testing/multipart';
import { createTestApp, insertAdmin, type TestApp } from '../../testing/test-app';

jest.setTimeout(30_000);

let t: TestApp;
let admin: string;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await insertAdmin(t.app)).token;
  categoryId = (await insertCategory(t.app)).id;
});
afterAll(() => t.close());

const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';

async function upload(bytes: Buffer) {
  const { payload, headers } = await multipartBody({
    name: `Polyglot ${Math.random()}`,
    description: 'd',
    price: '1',
    quantity: '1',
    category: categoryId,
    photo: { bytes, filename: 'photo.jpg', type: 'image/jpeg' },
  });
  return t.app.inject({ method: 'POST', url: '/api/v1/products/create-product', payload, headers: { ...headers, authorization: admin } });
}

it('refuses JPEG magic bytes followed by HTML, and stores nothing', async () => {
  const jpegMagic = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  const res = await upload(Buffer.concat([jpegMagic, Buffer.from(SCRIPT)]));
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ success: false, message: "'photo' must be a JPEG, PNG or WebP image" });
  expect(await t.app.db.selectFrom('products').select('id').execute()).toEqual([]);
});

it('serves a real JPEG with HTML in a comment and after its end only as re-encoded WebP', async () => {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 200, b: 10 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { ImageDescription: SCRIPT } } })
    .toBuffer();
  const polyglot = Buffer.concat([jpeg, Buffer.from(SCRIPT)]);
  const res = await upload(polyglot);
  expect(res.statusCode).toBe(201);
  for (const size of ['original', 'detail', 'card', 'thumb']) {
    const photo = await t.app.inject({ url: `/api/v1/products/product-photo/${res.json().product._id}?size=${size}` });
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.rawPayload.includes('<script')).toBe(false);
    expect(photo.rawPayload.includes('alert')).toBe(false);
  }
});
