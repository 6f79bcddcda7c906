/**
 * Text a request may not carry, found by one iterative walk over its parts (never recursion, so
 * no body can exhaust the stack): NUL, which PostgreSQL text cannot store, and in bodies the
 * invisible format characters (Unicode category Cf) that disguise what a name, address or
 * description shows: right-to-left overrides that reverse "gnp.exe" into "exe.png", isolates,
 * zero-width spaces, word joiners, byte-order marks, tag characters. Refusing is safer than
 * stripping: a stored name is then exactly what its owner typed.
 *
 * ZERO WIDTH JOINER and NON-JOINER are spelling in Indian scripts (Devanagari क्‍ष, Malayalam
 * chillu ന്‍, Bengali র‍্য), in Persian and in emoji sequences, so they pass after a letter of a
 * non-Latin script, a combining mark or an emoji — never at the start, after Latin letters,
 * digits, spaces or punctuation, where they only hide a difference ("ad‌min").
 */

export type TextProblem = { field: string; kind: 'nul' | 'invisible' };

/** Secrets are never displayed, so nothing in them can disguise; they are hashed as typed. */
const SECRET_FIELDS = new Set(['password', 'newPassword', 'answer']);

const FORMAT = /\p{Cf}/gu;
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const JOINS_AFTER = /^(?:\p{M}|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|(?!\p{Script=Latin})\p{L})$/u;

function codePointBefore(text: string, index: number): string {
  if (index === 0) return '';
  const low = text.charCodeAt(index - 1);
  const start = low >= 0xdc00 && low <= 0xdfff && index >= 2 ? index - 2 : index - 1;
  return String.fromCodePoint(text.codePointAt(start)!);
}

/** Whether `text` holds a disguising format character (see the header). */
export function hasInvisibleControl(text: string): boolean {
  for (const match of text.matchAll(FORMAT)) {
    const code = match[0].codePointAt(0);
    if ((code !== ZWJ && code !== ZWNJ) || !JOINS_AFTER.test(codePointBefore(text, match.index))) return true;
  }
  return false;
}

/**
 * The first string in `value` with a problem, as a dotted path (`''` for `value` itself).
 * `bodyRules` adds the invisible-character check, which applies to stored text, not lookups.
 */
export function findTextProblem(value: unknown, bodyRules: boolean): TextProblem | undefined {
  const pending: [unknown, string, string][] = [[value, '', '']];
  while (pending.length > 0) {
    const [item, field, key] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { field, kind: 'nul' };
      if (bodyRules && !SECRET_FIELDS.has(key) && hasInvisibleControl(item)) return { field, kind: 'invisible' };
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      const entries = Object.entries(item).reverse(); // popped in order, so the first field is named first
      for (const [name, inner] of entries) pending.push([inner, field ? `${field}.${name}` : name, name]);
    }
  }
  return undefined;
}
