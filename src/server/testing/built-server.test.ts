import { readFileSync } from 'node:fs';
import { builtServer } from './built-server';

jest.setTimeout(60_000);

// V8 holds a script's source two bytes a character when one character is past Latin-1: 4 MB
// more of the running server (scripts/build-server.mjs, oneByteSource).
test('the built server is Latin-1 text, so V8 keeps its source one byte a character', () => {
  const source = readFileSync(builtServer(), 'utf8');
  expect(source.length).toBeGreaterThan(1_000_000);
  expect(source.match(/[\u0100-\uffff]/g) ?? []).toEqual([]);
});
