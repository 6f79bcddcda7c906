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

describe('cutText', () => {
  it('adds an ellipsis only when the text is longer than the cut', () => {
    expect(cutText('abcdef', 3)).toBe('abc...');
    expect(cutText('abc', 3)).toBe('abc');
  });
  it('never splits a character made of two code units', () => {
    expect(cutText('💊💊💊', 2)).toBe('💊💊...');
  });
});

describe('slugify', () => {
  it('makes lowercase hyphenated slugs', () => {
    expect(slugify('Paracetamol 500 mg Tablet, strip of 15')).toBe('paracetamol-500-mg-tablet-strip-of-15');
    expect(slugify('  Crème  Brûlée!! ')).toBe('creme-brulee');
    expect(slugify('!!!')).toBe('');
  });
});
