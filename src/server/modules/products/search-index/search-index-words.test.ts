/**
 * The search index's newest matches for several words, whichever way it finds them (looking each
 * product of the rarest word up in the other words' lists, or marking every posting), against
 * a plain scan of every product: at 20,000 products common words take the lookup, rare or
 * seldom-meeting ones the marking.
 */
import { randomUUID } from 'node:crypto';
import { ANYWHERE, IN_NAME } from './postings';
import { SearchIndexBuilder } from './search-index-builder';
import { SimilarWords } from './word-similarity';

/** A seeded generator, so a failure repeats. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
}

const COMMON = ['tablet', 'tablets', 'tab', 'syrup', 'syrups', 'strip', 'pack'];
const RARE = ['paracetamol', 'pantoprazole', 'cetirizine', 'cefixime', 'ibuprofen', 'iron'];
const PRODUCTS = 20_000;

const random = seededRandom(11);
const pick = (list: string[]) => list[Math.floor(random() * list.length)];
/** Each product's terms as the builder takes them: a word of the name with weight A ("A:tab"), one found elsewhere with C. */
const products = Array.from({ length: PRODUCTS }, () => {
  const name = [pick(RARE), pick(COMMON), ...(random() < 0.3 ? [pick(COMMON)] : [])];
  const elsewhere = random() < 0.5 ? [pick(RARE), pick(COMMON)] : [];
  return {
    id: randomUUID(),
    terms: [...new Set([...name.map((w) => `A:${w}`), ...elsewhere.filter((w) => !name.includes(w)).map((w) => `C:${w}`)])],
  };
});
const builder = new SearchIndexBuilder();
for (const product of products)
  builder.add(product.id, product.terms, product.terms.map((term) => term.slice(term.indexOf(':') + 1)).join(' '));
const index = builder.finish('1');

/** The newest `limit` products each of whose words begins a term of theirs (a name term for IN_NAME), by a scan of all. */
function scanned(words: string[], where: number, limit: number, of: { terms: string[] }[] = products): number[] {
  const found: number[] = [];
  for (const [ordinal, { terms }] of of.entries()) {
    const usable = terms.filter((term) => where === ANYWHERE || term.startsWith('A:')).map((term) => term.slice(2));
    if (words.every((word) => usable.some((term) => term.startsWith(word)))) found.push(ordinal);
    if (found.length === limit) break;
  }
  return found;
}

it('lists the newest products holding every word, as a scan of every product does', () => {
  const prefixes = [...COMMON, ...RARE].flatMap((word) => [word, word.slice(0, 2), word.slice(0, 4)]);
  let queries = 0;
  for (let i = 0; i < 300; i++) {
    const words = Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(prefixes));
    for (const where of [ANYWHERE, IN_NAME]) {
      for (const limit of [1, 6, 100]) {
        expect([words, where, limit, index.newest(words, where, limit)]).toEqual([words, where, limit, scanned(words, where, limit)]);
        queries++;
      }
    }
  }
  expect(queries).toBe(1_800);
});

it("lists the newest products holding longer words and one-letter ones (tested on each product's initials), as a scan of every product does", () => {
  const prefixes = [...COMMON, ...RARE].flatMap((word) => [word, word.slice(0, 2), word.slice(0, 4)]);
  // Mostly letters the vocabulary's words begin with, sometimes one none does.
  const letters = [...[...COMMON, ...RARE].map((word) => word[0]), 'z', 'q'];
  let found = 0;
  for (let i = 0; i < 300; i++) {
    const words = [pick(prefixes), ...Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick(letters))];
    if (random() < 0.3) words.push(pick(prefixes));
    for (const where of [ANYWHERE, IN_NAME]) {
      for (const limit of [1, 6, 100]) {
        const expected = scanned(words, where, limit);
        expect([words, where, limit, index.newest(words, where, limit)]).toEqual([words, where, limit, expected]);
        found += expected.length;
      }
    }
  }
  expect(found).toBeGreaterThan(20_000);
});

it('lists the newest products holding one word, merging the lists of its lexemes, as a scan of every product does', () => {
  // "ta" begins tab, tablet and tablets, often in one product: each listed once.
  const prefixes = [...COMMON, ...RARE].flatMap((word) => [word, word.slice(0, 1), word.slice(0, 2), word.slice(0, 4)]);
  for (const word of new Set(prefixes)) {
    for (const where of [ANYWHERE, IN_NAME]) {
      for (const limit of [1, 6, 100, 5_000]) {
        expect([word, where, limit, index.newest([word], where, limit)]).toEqual([word, where, limit, scanned([word], where, limit)]);
      }
    }
  }
});

it('lists the newest products of a prefix of many lexemes, marked or merged, as a scan of every product does', () => {
  // 60 lexemes that all begin "pa": "p" and "pa" are marked, "pa1" (ten lexemes) and "pa12" merged.
  const lexemes = Array.from({ length: 60 }, (_, i) => `pa${String(i).padStart(2, '0')}`);
  const many = Array.from({ length: 3_000 }, () => {
    const words = [...new Set([pick(lexemes), pick(lexemes), pick(lexemes)])];
    return { id: randomUUID(), terms: words.map((word, i) => `${i === 0 && random() < 0.02 ? 'A' : 'C'}:${word}`) };
  });
  const manyBuilder = new SearchIndexBuilder();
  for (const product of many) manyBuilder.add(product.id, product.terms, '');
  const manyIndex = manyBuilder.finish('1');
  for (const word of ['p', 'pa', 'pa1', 'pa12']) {
    for (const where of [ANYWHERE, IN_NAME]) {
      for (const limit of [1, 6, 100, 5_000]) {
        expect([word, where, limit, manyIndex.newest([word], where, limit)]).toEqual([
          word,
          where,
          limit,
          scanned([word], where, limit, many),
        ]);
      }
    }
  }
});

it('lists through the typo fallback of several words exactly the products each word alone finds', () => {
  // Each like one word of the vocabulary, or two (a word and its plural).
  const misspelt = ['tablt', 'syrp', 'paracetmol', 'cetrizine', 'ibuprofn', 'irom'];
  let listed = 0;
  for (let i = 0; i < 60; i++) {
    const words = [pick(misspelt), pick(misspelt)];
    const alone = words.map((word) => new Set(index.similar([word], PRODUCTS)));
    const together = index.similar(words, PRODUCTS);
    expect([words, [...together].sort((a, b) => a - b)]).toEqual([
      words,
      [...alone[0]].filter((o) => alone[1].has(o)).sort((a, b) => a - b),
    ]);
    listed += together.length;
  }
  expect(listed).toBeGreaterThan(0);
});

it('lists through the typo fallback of one word the products of its most alike words first, newest first, as a scan does', () => {
  const vocabulary = new SimilarWords([
    ...new Set(products.flatMap(({ terms }) => terms.map((term) => term.slice(term.indexOf(':') + 1)))),
  ]);
  /** Each product's best similarity to `word` over its words (float32, as the index keeps scores); the best first, then the newest. */
  const scannedAlike = (word: string, limit: number) => {
    const alike = new Map([...vocabulary.like(word)].map(([id, similarity]) => [vocabulary.words[id], Math.fround(similarity)]));
    const best = products.map(({ terms }) => Math.max(0, ...terms.map((term) => alike.get(term.slice(term.indexOf(':') + 1)) ?? 0)));
    const found = best.flatMap((score, ordinal) => (score > 0 ? [ordinal] : []));
    return found.sort((a, b) => best[b] - best[a] || a - b).slice(0, limit);
  };
  // Like one word, several alike in one measure ("tabl": tablet, tablets 0.8, tab 0.6), or in
  // several ("syrupss": syrups 0.75, then syrup 0.625; "tabletts": tablets, then tablet).
  const misspelt = ['tablt', 'tabl', 'syrupss', 'tabletts', 'tablet', 'syrup', 'syrp', 'paracetmol', 'cetrizine', 'ibuprofn', 'irom'];
  let listed = 0;
  for (const word of misspelt) {
    for (const limit of [1, 6, 100, 5_000]) {
      const found = index.similar([word], limit);
      expect([word, limit, found]).toEqual([word, limit, scannedAlike(word, limit)]);
      listed += found.length;
    }
  }
  expect(listed).toBeGreaterThan(10_000);
});
