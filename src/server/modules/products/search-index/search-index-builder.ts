/** Makes the search index (search-index.ts) from the catalogue's products, newest first. */
import { append, numberList, type NumberList, withRoomFor } from './growing-array';
import { Initials } from './initials';
import { LexemeLists } from './lexeme-lists';
import { packUuid } from './packed-uuids';
import { IN_NAME, IN_TYPO_TEXT, makePosting, MAX_PRODUCTS, ordinalOf } from './postings';
import { RowAddresses } from './row-addresses';
import { SearchIndex } from './search-index';
import { WeightPatterns } from './ts-rank';
import { TypoFallback } from './typo-fallback';
import { SimilarWords } from './word-similarity';

/** Words as pg_trgm finds them: runs of letters and digits. */
const typoWordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * Collects products newest first (`add`), each with its lexemes and where they occur, and
 * makes the index (`finish`).
 */
export class SearchIndexBuilder {
  private ids = new Uint8Array(16 * 1024);
  private count = 0;
  private readonly lexemeIds = new Map<string, number>();
  /** Each lexeme's postings, by the lexeme's id. */
  private readonly lists: NumberList[] = [];
  private readonly patterns = new WeightPatterns();
  private readonly addresses = new RowAddresses();

  /**
   * The next (older) product: its id, its lexemes (each as the weights of its positions, one
   * letter a position, a colon and the lexeme: "AC:tablet"), its search_text and, if known,
   * where its row is (its ctid, row-addresses.ts). A lexeme with weight A is in the name
   * (IN_NAME); one whose every word (as pg_trgm splits) is one of search_text's is marked
   * IN_TYPO_TEXT: salts' strengths are in the lexemes, not there.
   */
  add(id: string, terms: readonly string[], searchText: string, tid?: string): void {
    if (this.count >= MAX_PRODUCTS) throw new Error(`The search index holds at most ${MAX_PRODUCTS} products`);
    const typoText = new Set(typoWordsOf(searchText));
    const lexemes = terms.map((term) => {
      const colon = term.indexOf(':');
      const [weights, lexeme] = [term.slice(0, colon), term.slice(colon + 1)];
      const inTypoText = typoWordsOf(lexeme).every((word) => typoText.has(word));
      const where = (weights.includes('A') ? IN_NAME : 0) | (inTypoText ? IN_TYPO_TEXT : 0);
      return { lexeme, where, pattern: this.patterns.codeOf(weights) };
    });
    this.ids = withRoomFor(this.ids, (this.count + 1) * 16);
    packUuid(this.ids, this.count * 16, id);
    const ordinal = this.count++;
    if (tid !== undefined) this.addresses.set(ordinal, tid);
    for (const { lexeme, where, pattern } of lexemes) {
      let lexemeId = this.lexemeIds.get(lexeme);
      if (lexemeId === undefined) {
        lexemeId = this.lists.length;
        this.lexemeIds.set(lexeme, lexemeId);
        this.lists.push(numberList(8));
      }
      const list = this.lists[lexemeId];
      append(list, makePosting(ordinal, pattern, where));
    }
  }

  finish(version: string): SearchIndex {
    const lexemes = [...this.lexemeIds.keys()].sort();
    // Each list as two sorted parts, the name's postings first (their order kept: newest first).
    const nameEnd = new Uint32Array(lexemes.length);
    const postings = lexemes.map((lexeme, i) => {
      const { data, length } = this.lists[this.lexemeIds.get(lexeme)!];
      const list = new Uint32Array(length);
      for (let k = 0; k < length; k++) if ((data[k] & IN_NAME) !== 0) list[nameEnd[i]++] = data[k];
      let rest = nameEnd[i];
      for (let k = 0; k < length; k++) if ((data[k] & IN_NAME) === 0) list[rest++] = data[k];
      return list;
    });
    const before = new Float64Array(lexemes.length + 1);
    const nameBefore = new Float64Array(lexemes.length + 1);
    const initials = new Initials(this.count);
    postings.forEach((list, i) => {
      before[i + 1] = before[i] + list.length;
      nameBefore[i + 1] = nameBefore[i] + nameEnd[i];
      list.forEach((posting, k) => initials.add(ordinalOf(posting), lexemes[i], k < nameEnd[i]));
    });
    // The typo fallback's words: those of lexemes found in search_text, split as pg_trgm splits.
    const typoWordIds = new Map<string, number>();
    const typoLexemes: number[][] = [];
    postings.forEach((list, lexeme) => {
      if (!list.some((posting) => (posting & IN_TYPO_TEXT) !== 0)) return;
      for (const word of typoWordsOf(lexemes[lexeme])) {
        let id = typoWordIds.get(word);
        if (id === undefined) {
          typoWordIds.set(word, (id = typoLexemes.length));
          typoLexemes.push([]);
        }
        typoLexemes[id].push(lexeme);
      }
    });
    const ids = this.ids.slice(0, this.count * 16);
    const lists = new LexemeLists(this.count, lexemes, postings, nameEnd, before, nameBefore);
    const typo = new TypoFallback(lists, new SimilarWords([...typoWordIds.keys()]), typoLexemes);
    return new SearchIndex(version, ids, lists, typo, this.patterns.terms, initials, this.addresses);
  }
}
