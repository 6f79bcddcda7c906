import { formatOrderDate, timeSince } from './orderDate';

it('writes the date with the month in words, an ordinal day and 12-hour time', () => {
  // Built in the local zone, so the expectation holds in any time zone the tests run in.
  expect(formatOrderDate(new Date(2025, 2, 5, 14, 7, 9).toISOString())).toBe('March 5th 2025, 2:07:09 pm');
  expect(formatOrderDate(new Date(2024, 10, 22, 0, 5, 0).toISOString())).toBe('November 22nd 2024, 12:05:00 am');
});

it('says how long ago', () => {
  const day = 24 * 60 * 60 * 1000;
  expect(timeSince(new Date(Date.now() - 2 * day).toISOString())).toBe('2 days ago');
  expect(timeSince(new Date(Date.now() - 5 * 1000).toISOString())).toBe('a few seconds ago');
});
