/** Formatting both sides share: rupees with Indian digit grouping, and text cut to a length. */

/**
 * Indian digit grouping by hand: the last three digits, then pairs (12,34,567). Creating an
 * `Intl.NumberFormat('en-IN')` loads locale data, which cost about 25 ms of a phone's first
 * render; this is the same text for the non-negative amounts a shop shows.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** `amount` with Indian grouping and `decimals` digits after the point (rounded like toFixed). */
function formatAmount(amount: number, decimals: number): string {
  const [whole, fraction] = Math.abs(amount).toFixed(decimals).split('.');
  return `${amount < 0 ? '-' : ''}${groupIndian(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** ₹1,23,456 — the rupee sign and Indian grouping; paise (two digits) only when there are any. */
export function formatPrice(amount: number): string {
  return `₹${formatAmount(amount, Number.isInteger(amount) ? 0 : 2)}`;
}

/** ₹1,23,456.00 — INR currency format, used for the cart total. */
export function formatCurrency(amount: number): string {
  return `₹${formatAmount(amount, 2)}`;
}

/**
 * At most `length` characters of `text`, cut at the last word boundary within them (a word is
 * never split, unless the first word alone is longer than the cut) and with the ellipsis after
 * when anything was cut. Trailing spaces and punctuation before the ellipsis are dropped.
 */
export function cutText(text: string, length: number): string {
  const chars = Array.from(text ?? '');
  if (chars.length <= length) return chars.join('');
  const kept = chars.slice(0, length).join('');
  const atBoundary = /\s/.test(chars[length]);
  const lastSpace = kept.search(/\s\S*$/);
  const words = atBoundary || lastSpace <= 0 ? kept : kept.slice(0, lastSpace);
  return `${words.replace(/[\s,;:.\-–—]+$/u, '') || kept}...`;
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
