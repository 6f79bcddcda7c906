import fc from 'fast-check';
import { cutText, formatCurrency, formatPrice, slugify } from './format';

describe('formatPrice', () => {
  it('uses the rupee sign and Indian digit grouping', () => {
    expect(formatPrice(123456)).toBe('₹1,23,456');
    expect(formatPrice(19.5)).toBe('₹19.50');
    expect(formatPrice(1234.05)).toBe('₹1,234.05');
    expect(formatPrice(0)).toBe('₹0');
  });
});

describe('formatCurrency', () => {
  it('formats INR currency with paise', () => {
    expect(formatCurrency(123456)).toBe('₹1,23,456.00');
  });
});

describe('the hand-written grouping', () => {
  const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  const amounts = fc.oneof(
    fc.integer({ min: 0, max: 99_99_99_999 }),
    fc.integer({ min: 0, max: 99_99_99_999 }).map((paise) => paise / 100),
  );

  it('writes what Intl writes for en-IN, for every amount a shop shows', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatPrice(amount)).toBe(`₹${(Number.isInteger(amount) ? wholeRupees : withPaise).format(amount)}`);
        expect(formatCurrency(amount)).toBe(inr.format(amount));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('cutText', () => {
  it('adds an ellipsis only when the text is longer than the cut', () => {
    expect(cutText('abcdef', 3)).toBe('abc...');
    expect(cutText('abc', 3)).toBe('abc');
  });
  it('never splits a character made of two code units', () => {
    expect(cutText('💊💊💊', 2)).toBe('💊💊...');
  });
  it('cuts at the last word boundary within the limit, never mid-word', () => {
    const text = 'Relieves fever and mild pain in adults and children';
    expect(cutText(text, 20)).toBe('Relieves fever and...');
    expect(cutText(text, 18)).toBe('Relieves fever and...');
    expect(cutText(text, 19)).toBe('Relieves fever and...');
    expect(cutText(text, 17)).toBe('Relieves fever...');
    expect(cutText(text, 20).length).toBeLessThanOrEqual(20 + 3);
  });
  it('drops punctuation left before the ellipsis', () => {
    expect(cutText('Paracetamol, caffeine and more', 13)).toBe('Paracetamol...');
    expect(cutText('Take one tablet - twice a day', 16)).toBe('Take one tablet...');
  });
  it('cuts a single word longer than the limit where it must', () => {
    expect(cutText('Supercalifragilistic', 5)).toBe('Super...');
  });
});

describe('slugify', () => {
  it('makes lowercase hyphenated slugs', () => {
    expect(slugify('Paracetamol 500 mg Tablet, strip of 15')).toBe('paracetamol-500-mg-tablet-strip-of-15');
    expect(slugify('  Crème  Brûlée!! ')).toBe('creme-brulee');
    expect(slugify('!!!')).toBe('');
  });
});
