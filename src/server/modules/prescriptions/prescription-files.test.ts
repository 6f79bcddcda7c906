/**
 * Uploaded files are judged by their bytes: photos re-encoded without their metadata, images
 * that are also something else or decode into too many pixels refused, PDFs that could act on
 * whoever opens them refused, even when the action hides in a compressed object stream.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { postPrescription, smallJpeg } from '../../testing/prescription-fixtures';
import { createTestApp, insertUser, type TestApp, type TestUser } from '../../testing/test-app';

let t: TestApp;
let shopper: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  shopper = await insertUser(t.app);
});
afterAll(() => t.close());

const upload = (bytes: Buffer, filename = 'rx.bin') => postPrescription(t.app, shopper, { file: { bytes, filename } });
const storedCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('prescription_files')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The EXIF tag that points to the GPS block (0x8825, little-endian as sharp writes it). */
const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
}

/** A tiny PNG whose header claims `width` x `height` pixels: a decompression bomb's shape. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(1))), chunk('IEND', Buffer.alloc(0))]);
}

/** A PDF with `pages` pages; `extra` objects go in as written, `packed` ones inside a Flate object stream. */
function pdf({ pages = 1, extra = [] as string[], packed = [] as string[] } = {}): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${10 + i} 0 R`).join(' ');
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    `2 0 obj << /Type /Pages /Kids [${kids}] /Count ${pages} >> endobj`,
    ...Array.from({ length: pages }, (_, i) => `${10 + i} 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj`),
    ...extra,
  ];
  let body = `%PDF-1.7\n${objects.join('\n')}\n`;
  if (packed.length > 0) {
    const data = deflateSync(Buffer.from(packed.join('\n')));
    body += `90 0 obj << /Type /ObjStm /N ${packed.length} /First 0 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`;
    return Buffer.concat([Buffer.from(body, 'latin1'), data, Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')]);
  }
  return Buffer.from(`${body}trailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

describe('photos', () => {
  it('strips EXIF with its GPS position, and turns the photo upright', async () => {
    const withGps = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 10, b: 10 } } })
      .jpeg()
      .withMetadata({ orientation: 6 }) // as a phone held upright writes it: rotate 90° to show
      .withExifMerge({
        IFD0: { Make: 'PhoneCo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
      })
      .toBuffer();
    const sent = await sharp(withGps).metadata();
    expect(sent.exif?.toString('latin1')).toContain('PhoneCo');
    expect(sent.exif?.includes(GPS_IFD_TAG)).toBe(true);
    const res = await upload(withGps, 'photo.jpg');
    expect(res.statusCode).toBe(201);
    const { _id, files } = res.json().prescription;
    expect(files[0]).toMatchObject({ kind: 'image', contentType: 'image/jpeg', width: 200, height: 300 });
    const file = await t.app.inject({
      url: `/api/v1/prescriptions/${_id}/files/${files[0]._id}`,
      headers: { authorization: shopper.token },
    });
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(file.rawPayload.includes('GPS')).toBe(false);
    expect(file.rawPayload.includes('PhoneCo')).toBe(false);
    expect([stored.width, stored.height]).toEqual([200, 300]);
  });

  it('caps the longest side at 2400 px', async () => {
    const big = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await upload(big);
    expect(res.json().prescription.files[0]).toMatchObject({ contentType: 'image/png', width: 2400, height: 600 });
  });

  it.each([
    [
      'a PDF hidden after the JPEG',
      async () => Buffer.concat([await smallJpeg(), Buffer.from('%PDF-1.7 trailer')]),
      'contains other content (%pdf)',
    ],
    [
      'HTML inside the image',
      async () => Buffer.concat([await smallJpeg(), Buffer.from('<html><script>alert(1)</script>')]),
      'contains other content',
    ],
    [
      'data after the image end',
      async () => Buffer.concat([await smallJpeg(), Buffer.from('PK\u0003\u0004 a zip')]),
      'has data after the end of the image',
    ],
  ])('refuses a polyglot: %s', async (_name, bytes, message) => {
    const before = await storedCount();
    const res = await upload(await bytes());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^File 1 .*${message.replace(/[()%]/g, '\\$&')}`));
    expect(await storedCount()).toBe(before);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(100);
    const res = await upload(bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('File 1 is too large: at most 40 megapixels');
  });

  it('refuses what is neither an image nor a PDF, whatever its name says', async () => {
    const res = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'photo.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^File 1 /);
  });
});

describe('PDFs', () => {
  it('keeps a plain PDF as uploaded and counts its pages', async () => {
    const bytes = pdf({ pages: 3 });
    const res = await upload(bytes, 'rx.pdf');
    expect(res.statusCode).toBe(201);
    const { _id, files } = res.json().prescription;
    expect(files[0]).toEqual({ _id: expect.any(String), kind: 'pdf', contentType: 'application/pdf', bytes: bytes.length, pages: 3 });
    const file = await t.app.inject({
      url: `/api/v1/prescriptions/${_id}/files/${files[0]._id}`,
      headers: { authorization: shopper.token },
    });
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    [
      'JavaScript in an open action',
      { extra: ['5 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj'] },
      'it contains JavaScript',
    ],
    ['JavaScript inside a compressed object stream', { packed: ['<< /S /JavaScript /JS (app.alert(1)) >>'] }, 'it contains JavaScript'],
    ['a name written with #xx escapes', { packed: ['<< /S /J#61vaScript /J#53 (x) >>'] }, 'it contains JavaScript'],
    ['a launch action', { extra: ['5 0 obj << /S /Launch /F (cmd.exe) >> endobj'] }, 'it can launch programs'],
    ['an embedded file', { extra: ['5 0 obj << /Names << /EmbeddedFiles 6 0 R >> >> endobj'] }, 'it carries embedded files'],
  ])('refuses %s', async (_name, parts, reason) => {
    const before = await storedCount();
    const res = await upload(pdf(parts), 'rx.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`File 1 was refused: ${reason}`);
    expect(await storedCount()).toBe(before);
  });

  it('refuses more than 20 pages, even when the page objects are compressed', async () => {
    expect((await upload(pdf({ pages: 20 }), 'rx.pdf')).statusCode).toBe(201);
    const res = await upload(pdf({ pages: 15, packed: Array.from({ length: 6 }, () => '<< /Type /Page /Parent 2 0 R >>') }), 'rx.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('File 1 has 21 pages: at most 20');
  });

  it('names the bad file among several, and stores none of them', async () => {
    const before = await storedCount();
    const res = await postPrescription(t.app, shopper, {
      file: [
        { bytes: await smallJpeg(), filename: 'a.jpg' },
        { bytes: pdf({ extra: ['5 0 obj << /JS (x) >> endobj'] }), filename: 'b.pdf' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('File 2 was refused: it contains JavaScript');
    expect(await storedCount()).toBe(before);
  });

  it('takes at most five files', async () => {
    const file = { bytes: await smallJpeg(), filename: 'a.jpg' };
    const res = await postPrescription(t.app, shopper, { file: Array.from({ length: 6 }, () => file) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('At most 5 files may be sent');
  });
});
