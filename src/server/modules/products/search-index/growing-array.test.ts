import fc from 'fast-check';
import { append, numberList, withRoomFor } from './growing-array';

it('keeps every number appended, whatever the starting size, and grows by doubling', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 16 }),
      fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { maxLength: 200 }),
      (start, numbers) => {
        let array = new Uint32Array(start);
        numbers.forEach((n, i) => {
          const before = array;
          array = withRoomFor(array, i + 1);
          expect(array === before || array.length === Math.max(i + 1, before.length * 2)).toBe(true);
          array[i] = n;
        });
        expect([...array.subarray(0, numbers.length)]).toEqual(numbers);
      },
    ),
  );
});

it('keeps the kind of array it was given', () => {
  const grown = withRoomFor(Float64Array.of(0.5), 3);
  expect(grown).toBeInstanceOf(Float64Array);
  expect([...grown]).toEqual([0.5, 0, 0]);
});

it('appends to a number list past its first capacity, keeping every number in order', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 8 }),
      fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { maxLength: 100 }),
      (capacity, numbers) => {
        const list = numberList(capacity);
        for (const n of numbers) append(list, n);
        expect(list.length).toBe(numbers.length);
        expect([...list.data.subarray(0, list.length)]).toEqual(numbers);
      },
    ),
  );
});
