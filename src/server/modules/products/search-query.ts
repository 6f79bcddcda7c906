/**
 * Turns a shopper's keyword into PostgreSQL text-search queries without ever letting the
 * keyword's own characters reach the query syntax: only runs of letters, marks and digits
 * survive, each becomes a prefix term (`parac:*`), and all must match.
 */

/**
 * The text of three tsqueries: `any` matches name, salts, maker or description, `name` only the
 * name (weight A), `rank` is what matches are ranked by (ts_rank): the words ORed, so each
 * word adds what its weights give and nothing comes from where the words stand; and the
 * words themselves, for the typo fallback's similarity.
 */
export type TextMatch = { any: string; name: string; rank: string; words: string[] };

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** The searchable words of a keyword, lowercased; [] when it has none. */
export function searchWords(keyword: string): string[] {
  return keyword
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((word) => Array.from(word).slice(0, MAX_WORD_LENGTH).join(''));
}

/** The queries for `keyword`, or undefined when it holds nothing searchable. */
export function textMatch(keyword: string): TextMatch | undefined {
  const words = searchWords(keyword);
  if (words.length === 0) return undefined;
  return {
    any: words.map((word) => `${word}:*`).join(' & '),
    name: words.map((word) => `${word}:*A`).join(' & '),
    rank: words.map((word) => `${word}:*`).join(' | '),
    words,
  };
}
