/**
 * The catalogue's list order (catalogue-order.ts) against the plain definition of a filtered
 * page: of the products, newest first, those in one of the named categories (any, when none
 * is named) whose price is within the band, after the offset, at most `limit` of them.
 * Categories nobody asked for or that hold nothing, bands that hold nothing, bounds equal to a price (prices are drawn from few values) and offsets past the end
 * are all drawn.
 */
import fc from 'fast-check';
import { CatalogueOrderBuilder } from './catalogue-order';

const CATEGORIES = ['a', 'b', 'c', 'd'];
const product = fc.record({
  category: fc.constantFrom(...CATEGORIES),
  paise: fc.integer({ min: 0, max: 40 }).map((tenths) => tenths * 10),
});
const band = fc.option(
  fc
    .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }))
    .map(([x, y]) => [Math.min(x, y) / 10, Math.max(x, y) / 10] as [number, number]),
  { nil: undefined },
);

it('finds the same page as filtering the products newest first', () => {
  fc.assert(
    fc.property(
      fc.array(product, { maxLength: 300, size: 'medium' }),
      fc.subarray(['a', 'b', 'c', 'd', 'unknown']),
      band,
      fc.integer({ min: 0, max: 320 }),
      fc.integer({ min: 1, max: 30 }),
      (products, categoryIds, price, offset, limit) => {
        const builder = new CatalogueOrderBuilder();
        for (const { category, paise } of products) builder.add(category, paise / 100);
        const [min, max] = price ?? [-Infinity, Infinity];
        const expected = products
          .map((p, ordinal) => ({ ...p, ordinal }))
          .filter((p) => (categoryIds.length === 0 || categoryIds.includes(p.category)) && p.paise / 100 >= min && p.paise / 100 <= max)
          .slice(offset, offset + limit)
          .map((p) => p.ordinal);
        expect(builder.finish().page(categoryIds, price, offset, limit)).toEqual(expected);
      },
    ),
    { numRuns: 500 },
  );
});

it('counts its memory: a price a product and a number a product in its category', () => {
  const builder = new CatalogueOrderBuilder();
  for (let i = 0; i < 3000; i++) builder.add(CATEGORIES[i % 3], i);
  builder.add(CATEGORIES[3], 1);
  const order = builder.finish();
  expect(order.bytes).toBe(3001 * 8 + 3001 * 4 + 4 * 64);
  expect(order.page([], undefined, 3000, 5)).toEqual([3000]);
});
