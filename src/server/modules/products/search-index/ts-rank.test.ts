/**
 * ts-rank.ts against PostgreSQL's own ts_rank: the same float4, bit for bit, for one to three
 * prefixes ORed over documents made as products' `search` is (name A, salts and maker B,
 * description C), words recurring in and across the three; and the index's ranking giving way
 * to SQL when a catalogue has more weight patterns than it numbers.
 */
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openTestDatabase } from '../../../testing/test-app';
import type { DatabaseHandle } from '../../../db/connect';
import { ANYWHERE } from './postings';
import { SearchIndexBuilder } from './search-index-builder';
import { addRankTerm, rankOfSum, rankOrder, rankTerm, WeightPatterns } from './ts-rank';

jest.setTimeout(60_000);

let database: { handle: DatabaseHandle; dispose: () => Promise<void> };
beforeAll(async () => (database = await openTestDatabase()));
afterAll(() => database.dispose());

const WORDS = ['tab', 'tablet', 'tablets', 'para', 'paracetamol', 'syrup', 'cool', 'store', '500', '500mg'];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }).map((words) => words.join(' '));

const prefix = fc.constantFrom(...WORDS.map((word) => word.slice(0, 3)), ...WORDS);

it("gives ts_rank's float4 for one to three prefixes ORed, bit for bit", async () => {
  const db = database.handle.db;
  await fc.assert(
    fc.asyncProperty(text, text, text, fc.array(prefix, { minLength: 1, maxLength: 3 }), async (name, salts, description, words) => {
      const vector = sql`setweight(to_tsvector('simple', ${name}), 'A') || setweight(to_tsvector('simple', ${salts}), 'B') ||
        setweight(to_tsvector('simple', ${description}), 'C')`;
      const query = words.map((word) => `${word}:*`).join(' | ');
      const { rows } = await sql<{ rank: string; lexeme: string | null; weights: string }>`
        SELECT ts_rank(v, to_tsquery('simple', ${query}))::text AS rank, lexeme, array_to_string(weights, '') AS weights
        FROM (SELECT ${vector} AS v) AS d LEFT JOIN LATERAL unnest(v) ON true`.execute(db);
      const items = rankOrder(words);
      let sum = 0;
      for (const word of items) for (const row of rows) if (row.lexeme?.startsWith(word)) sum = addRankTerm(sum, rankTerm(row.weights));
      const rank = rankOfSum(sum, items.length);
      expect([name, salts, description, query, rank]).toEqual([name, salts, description, query, Math.fround(Number(rows[0].rank))]);
    }),
    { numRuns: 400 },
  );
});

it('numbers at most 255 weight patterns, then answers 0: a pattern it has no term for', () => {
  const patterns = new WeightPatterns();
  const codes = Array.from({ length: 300 }, (_, i) => patterns.codeOf('C'.repeat(i + 1)));
  expect(codes.slice(0, 255)).toEqual(Array.from({ length: 255 }, (_, i) => i + 1));
  expect(new Set(codes.slice(255))).toEqual(new Set([0]));
  expect(patterns.codeOf('C')).toBe(1);
});

it('leaves a search to SQL when one of its candidates has a pattern past those numbered', () => {
  const builder = new SearchIndexBuilder();
  for (let i = 0; i < 300; i++) builder.add(randomUUID(), [`A${'C'.repeat(i)}:cough`], 'cough');
  const index = builder.finish('1');
  const newest = index.newest(['cough'], ANYWHERE, 100);
  expect(newest).toHaveLength(100);
  expect(index.ranked(['cough'], newest, 10)).toBeDefined(); // the newest 100 are numbered patterns (the first 255 added)
  const oldest = Array.from({ length: 10 }, (_, i) => 299 - i);
  expect(index.ranked(['cough'], oldest, 10)).toBeUndefined();
});
