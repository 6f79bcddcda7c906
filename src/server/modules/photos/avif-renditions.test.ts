import sharp from 'sharp';
import { ENCODES_AT_ONCE, encodesUnderway, readyAvif } from './avif-renditions';

async function allEncoded() {
  for (let i = 0; i < 200 && encodesUnderway() > 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(encodesUnderway()).toBe(0);
}

it('makes an AVIF behind the first request, and starts no more than ENCODES_AT_ONCE at once', async () => {
  const webp = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a7' } })
    .webp()
    .toBuffer();
  const keys = Array.from({ length: ENCODES_AT_ONCE + 3 }, (_, i) => `v${i}-card`);
  expect(keys.map((key) => readyAvif(key, webp))).toEqual(keys.map(() => undefined));
  expect(encodesUnderway()).toBe(ENCODES_AT_ONCE);
  await allEncoded();
  const started = keys.slice(0, ENCODES_AT_ONCE);
  for (const key of started) expect((await sharp(readyAvif(key, webp)).metadata()).format).toBe('heif');
  // The ones refused while the others ran start when asked again.
  expect(readyAvif(keys[ENCODES_AT_ONCE], webp)).toBeUndefined();
  expect(encodesUnderway()).toBe(1);
  await allEncoded();
  expect(readyAvif(keys[ENCODES_AT_ONCE], webp)).toBeInstanceOf(Buffer);
});
