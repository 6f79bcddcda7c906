/**
 * The tax invoice's figures, in whole paise so that every column adds up to the order's total
 * exactly. Prices are tax-inclusive (PHARMACY.md "GST"): a line's taxable value is its total
 * × 100 / (100 + rate), rounded to the paisa, and the tax is the rest, so taxable + tax is the
 * line's total by construction. Pure: no database, no configuration.
 */

/** One line as ordered: prices in paise, the GST rate in percent. */
export type TaxableLine = { unitPrice: number; unitMrp: number; quantity: number; gstRate: number };

/** How a tax amount splits: CGST + SGST within the shop's state, IGST across states. */
export type TaxSplit = { cgst: number; sgst: number; igst: number };

export type TaxedAmount = TaxSplit & {
  /** What the buyer pays for it, tax included. */
  gross: number;
  taxable: number;
  tax: number;
  gstRate: number;
};

export type TaxedLine = TaxedAmount & { mrpTotal: number; discount: number };

export type InvoiceFigures = {
  intraState: boolean;
  lines: TaxedLine[];
  /** The delivery fee, taxed as part of a composite supply (see deliveryFeeRate); null when free. */
  deliveryFee: TaxedAmount | null;
  totals: TaxSplit & { taxable: number; tax: number; discount: number; mrpTotal: number; total: number };
};

/** The taxable part of a tax-inclusive amount, rounded half up to the paisa. */
export function taxableOf(gross: number, rate: number): number {
  return Math.round((gross * 100) / (100 + rate));
}

/** The tax on a tax-inclusive amount, split by where the supply ends. */
export function taxOf(gross: number, gstRate: number, intraState: boolean): TaxedAmount {
  const taxable = taxableOf(gross, gstRate);
  const tax = gross - taxable;
  // CGST is the half rounded and SGST the rest, so the two always add up to the tax itself.
  const cgst = intraState ? Math.round(tax / 2) : 0;
  return { gross, taxable, tax, gstRate, cgst, sgst: intraState ? tax - cgst : 0, igst: intraState ? 0 : tax };
}

/**
 * The delivery fee is not a separate supply but part of a composite one whose principal
 * supply is the goods; with goods at several rates we charge the highest of them, the reading
 * that never under-pays tax. An order of only nil-rated goods delivers at nil.
 */
export function deliveryFeeRate(lines: TaxableLine[]): number {
  return lines.reduce((highest, line) => Math.max(highest, line.gstRate), 0);
}

/** Every figure of the invoice for these lines and this fee (paise). */
export function invoiceFigures(lines: TaxableLine[], deliveryFee: number, intraState: boolean): InvoiceFigures {
  const taxed = lines.map((line) => {
    const gross = line.unitPrice * line.quantity;
    const mrpTotal = Math.max(line.unitMrp, line.unitPrice) * line.quantity;
    return { ...taxOf(gross, line.gstRate, intraState), mrpTotal, discount: mrpTotal - gross };
  });
  const fee = deliveryFee > 0 ? taxOf(deliveryFee, deliveryFeeRate(lines), intraState) : null;
  const parts: TaxedAmount[] = fee ? [...taxed, fee] : taxed;
  const sum = (pick: (part: TaxedAmount) => number) => parts.reduce((total, part) => total + pick(part), 0);
  return {
    intraState,
    lines: taxed,
    deliveryFee: fee,
    totals: {
      taxable: sum((p) => p.taxable),
      tax: sum((p) => p.tax),
      cgst: sum((p) => p.cgst),
      sgst: sum((p) => p.sgst),
      igst: sum((p) => p.igst),
      discount: taxed.reduce((total, line) => total + line.discount, 0),
      mrpTotal: taxed.reduce((total, line) => total + line.mrpTotal, 0),
      total: sum((p) => p.gross),
    },
  };
}
