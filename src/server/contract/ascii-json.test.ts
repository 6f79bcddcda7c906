import fc from 'fast-check';
import { asciiJson, asciiJsonList } from './ascii-json';

describe('asciiJson', () => {
  it('writes only ASCII and parses to what the unescaped text parses to, whatever it holds', () => {
    const text = fc.string({ unit: 'binary' }); // any code point, astral ones as surrogate pairs
    const value = fc.dictionary(text, fc.oneof(text, fc.array(text), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null)));
    fc.assert(
      fc.property(value, (v) => {
        const json = JSON.stringify(v);
        const ascii = asciiJson(json);
        expect([...ascii].every((char) => char.charCodeAt(0) < 0x80)).toBe(true);
        expect(JSON.parse(ascii)).toEqual(JSON.parse(json));
      }),
      { numRuns: 500 },
    );
  });

  it('escapes what JSON.stringify leaves raw, and leaves ASCII as it was', () => {
    expect(asciiJson(JSON.stringify({ description: 'Store below 25 °C', name: 'पैरासिटामोल 😀' }))).toBe(
      '{"description":"Store below 25 \\u00b0C","name":"\\u092a\\u0948\\u0930\\u093e\\u0938\\u093f\\u091f\\u093e\\u092e\\u094b\\u0932 \\ud83d\\ude00"}',
    );
    const ascii = JSON.stringify({ name: 'Cold & Flu', price: 42, tags: ['a\tb', '"q"', '\u007f'] });
    expect(asciiJson(ascii)).toBe(ascii);
  });
});

describe('asciiJsonList', () => {
  it('writes the bytes of head, the items joined by commas, and tail, for any ASCII JSON', () => {
    const item = fc.jsonValue().map((value) => asciiJson(JSON.stringify(value)));
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (items) => {
        const written = asciiJsonList('{"products":[', items, '],"total":3}');
        expect(written.equals(Buffer.from(`{"products":[${items.join(',')}],"total":3}`))).toBe(true);
        expect(JSON.parse(written.toString()).products).toEqual(items.map((json) => JSON.parse(json)));
      }),
      { numRuns: 300 },
    );
  });

  it('writes an empty list and a lone item without commas', () => {
    expect(asciiJsonList('[', [], ']').toString()).toBe('[]');
    expect(asciiJsonList('[', ['{"a":1}'], ']').toString()).toBe('[{"a":1}]');
  });
});
