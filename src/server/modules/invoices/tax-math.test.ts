import fc from 'fast-check';
import { deliveryFeeRate, invoiceFigures, taxOf } from './tax-math';

describe('the tax in a tax-inclusive amount', () => {
  it('takes taxable = round(gross × 100 / (100 + rate)) and leaves the rest as tax', () => {
    // ₹105.00 at 5%: exactly ₹100 + ₹5.
    expect(taxOf(10500, 5, false)).toEqual({ gross: 10500, taxable: 10000, tax: 500, gstRate: 5, cgst: 0, sgst: 0, igst: 500 });
    // ₹45.50 at 18%: 4550 × 100 / 118 = 3855.93… → 3856, tax 694, halves 347 + 347.
    expect(taxOf(4550, 18, true)).toEqual({ gross: 4550, taxable: 3856, tax: 694, gstRate: 18, cgst: 347, sgst: 347, igst: 0 });
    // ₹0.99 at 5%: 94.28… → 94, tax 5, which does not halve: CGST 3 (half, rounded) and SGST 2.
    expect(taxOf(99, 5, true)).toMatchObject({ taxable: 94, tax: 5, cgst: 3, sgst: 2 });
    expect(taxOf(1000, 0, true)).toMatchObject({ taxable: 1000, tax: 0, cgst: 0, sgst: 0 });
  });
});

describe('the delivery fee', () => {
  it('is taxed at the highest rate among the lines, nil when every line is nil-rated', () => {
    const line = (gstRate: number) => ({ unitPrice: 100, unitMrp: 100, quantity: 1, gstRate });
    expect(deliveryFeeRate([line(0), line(18), line(5)])).toBe(18);
    expect(deliveryFeeRate([line(0)])).toBe(0);
    expect(invoiceFigures([line(0)], 4900, true).deliveryFee).toMatchObject({ gross: 4900, taxable: 4900, tax: 0 });
    expect(invoiceFigures([line(5)], 0, true).deliveryFee).toBeNull();
  });
});

describe('an invoice', () => {
  it('shows discount against MRP and adds up to the order total', () => {
    const figures = invoiceFigures(
      [
        { unitPrice: 4550, unitMrp: 5200, quantity: 3, gstRate: 5 },
        { unitPrice: 19900, unitMrp: 19900, quantity: 1, gstRate: 18 },
      ],
      4900,
      true,
    );
    expect(figures.lines[0]).toMatchObject({ gross: 13650, mrpTotal: 15600, discount: 1950 });
    expect(figures.totals).toMatchObject({ total: 13650 + 19900 + 4900, discount: 1950, mrpTotal: 15600 + 19900 });
  });

  const line = fc.record({
    unitPrice: fc.integer({ min: 1, max: 10_000_000 }),
    unitMrp: fc.integer({ min: 1, max: 10_000_000 }),
    quantity: fc.integer({ min: 1, max: 100 }),
    gstRate: fc.constantFrom(0, 5, 12, 18, 28),
  });

  it('reconciles to the paisa for any lines, fee and place of supply: Σ taxable + Σ tax = total, CGST + SGST + IGST = tax', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (lines, fee, intra) => {
          const { totals, lines: taxed, deliveryFee } = invoiceFigures(lines, fee, intra);
          const paid = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0) + fee;
          expect(totals.total).toBe(paid);
          expect(totals.taxable + totals.tax).toBe(paid);
          expect(totals.cgst + totals.sgst + totals.igst).toBe(totals.tax);
          if (intra) expect(totals.igst).toBe(0);
          else expect(totals.cgst + totals.sgst).toBe(0);
          for (const part of deliveryFee ? [...taxed, deliveryFee] : taxed) {
            expect(part.taxable + part.tax).toBe(part.gross);
            expect(Math.abs(part.cgst - part.sgst)).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});
