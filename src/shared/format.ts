/** Formatting both sides share: rupees with Indian digit grouping, and text cut to a length. */

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,23,456 — the rupee sign and Indian grouping; paise (two digits) only when there are any. */
export function formatPrice(amount: number): string {
  return `₹${(Number.isInteger(amount) ? wholeRupees : withPaise).format(amount)}`;
}

/** ₹1,23,456.00 — INR currency format, used for the cart total. */
export function formatCurrency(amount: number): string {
  return inr.format(amount);
}

/** The first `length` characters plus an ellipsis when the text is longer. */
export function cutText(text: string, length: number): string {
  const chars = Array.from(text ?? '');
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : chars.join('');
}

/** Description cut lengths of the spec, by where the text is shown. */
export const DESCRIPTION_CUT = {
  adminList: 90,
  userOrders: 80,
  catalogue: 60,
  similar: 50,
  adminOrders: 50,
  cart: 100,
} as const;

/** Lowercase URL slug: "Paracetamol 500 mg" → "paracetamol-500-mg". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
}
