/**
 * The catalogue in list order (newest first, numbered as the search index numbers it): each
 * product's category and price, so that a page of a filter over several categories, or over
 * one category in a price band, is found in memory. In SQL such a page merges each category's
 * newest-first index walked past the page's offset, reading an index entry for every product
 * of the band passed over (the filters were the busiest reads of the embedded database's
 * thread); here it is a merge of each category's list of ordinals, and only the page's own
 * products are read.
 *
 * Built beside the search index from the same rows and kept with it: search_version moves on
 * every write that changes a product's category or price (2026-12-02-001), as on any that
 * changes the order.
 */
import { append, numberList, type NumberList, withRoomFor } from './growing-array';

export class CatalogueOrder {
  constructor(
    /** Each product's price in rupees, by ordinal. */
    private readonly prices: Float64Array,
    /** Each category's products, by the category's id. */
    private readonly members: ReadonlyMap<string, Uint32Array>,
  ) {}

  get bytes(): number {
    let bytes = this.prices.byteLength;
    for (const list of this.members.values()) bytes += list.byteLength + 64;
    return bytes;
  }

  /**
   * The ordinals of one page of the products in any of `categoryIds` (in any category when
   * none is named) whose price is within `price` (inclusive; any price when undefined), newest
   * first: the `limit` after the first `offset`. A product has one category, so the lists
   * never share an ordinal.
   */
  page(categoryIds: readonly string[], price: readonly [number, number] | undefined, offset: number, limit: number): number[] {
    const [min, max] = price ?? [-Infinity, Infinity];
    const found: number[] = [];
    let skipped = 0;
    const take = (ordinal: number) => {
      const own = this.prices[ordinal];
      if (own < min || own > max) return;
      if (skipped < offset) skipped++;
      else found.push(ordinal);
    };
    if (categoryIds.length === 0) {
      for (let ordinal = 0; ordinal < this.prices.length && found.length < limit; ordinal++) take(ordinal);
      return found;
    }
    const lists = categoryIds.map((id) => this.members.get(id)).filter((list) => list !== undefined);
    const at = lists.map(() => 0);
    while (found.length < limit) {
      // The newest (lowest) ordinal at the head of any list.
      let from = -1;
      for (let i = 0; i < lists.length; i++) {
        if (at[i] < lists[i].length && (from < 0 || lists[i][at[i]] < lists[from][at[from]])) from = i;
      }
      if (from < 0) break;
      take(lists[from][at[from]++]);
    }
    return found;
  }
}

export class CatalogueOrderBuilder {
  private prices = new Float64Array(1024);
  private count = 0;
  /** Ordinals of each category's products, ascending (newest first). */
  private readonly members = new Map<string, NumberList>();

  /** The next (older) product, numbered as the search index's builder numbers it. */
  add(categoryId: string, price: number): void {
    this.prices = withRoomFor(this.prices, this.count + 1);
    const ordinal = this.count++;
    this.prices[ordinal] = price;
    let list = this.members.get(categoryId);
    if (!list) this.members.set(categoryId, (list = numberList(64)));
    append(list, ordinal);
  }

  finish(): CatalogueOrder {
    const members = new Map([...this.members].map(([id, list]) => [id, list.data.slice(0, list.length)]));
    return new CatalogueOrder(this.prices.slice(0, this.count), members);
  }
}
