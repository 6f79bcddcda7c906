import { financialYearOf, invoiceDateText, invoiceFileName, invoiceNumber } from './invoice-number';

describe('the financial year', () => {
  it('runs April to March by the date in India', () => {
    expect(financialYearOf(new Date('2026-11-24T10:00:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('26-27'); // 23:59:59 IST on 31 March
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('27-28'); // 00:00 IST on 1 April
    expect(financialYearOf(new Date('2100-01-15T00:00:00Z'))).toBe('99-00');
  });
});

describe('the invoice number', () => {
  it('is INV/yy-yy/000123: at most 16 characters', () => {
    expect(invoiceNumber('26-27', 123)).toBe('INV/26-27/000123');
    expect(invoiceNumber('26-27', 999_999)).toHaveLength(16);
    expect(() => invoiceNumber('26-27', 1_000_000)).toThrow(RangeError);
    expect(() => invoiceNumber('26-27', 0)).toThrow(RangeError);
  });

  it('names the file without slashes', () => {
    expect(invoiceFileName('INV/26-27/000123')).toBe('INV-26-27-000123.pdf');
  });

  it('is dated by the date in India', () => {
    expect(invoiceDateText(new Date('2027-03-31T19:00:00Z'))).toBe('1 Apr 2027');
  });
});
