/**
 * Where each product's row was when the search index read it: its `ctid`, the heap block and
 * the line in it, by ordinal. A search's products that are not kept as JSON are read at these
 * addresses, by a TID scan, which goes straight to each row's page: no index is read. 100
 * random products on PGlite, 100,000 in the catalogue: 2.3–2.6 ms against 3.3–3.9 through the
 * primary key (medians of 150, a scratch loop, 2026-11-30).
 *
 * An address is a hint, never trusted: an update writes a product's new version elsewhere and
 * the old one is no longer visible there, a delete leaves nothing visible, and once VACUUM has
 * cleared a line another row may come to live in it. So a row read at an address counts for its
 * own id, and only when that is one of the products asked for (product-pieces.ts); products not
 * found so are read by id, as before, which tells their new address (`moved`).
 */
import { withRoomFor } from './growing-array';

/** A row's ctid as PostgreSQL writes it: "(block,line)". */
const TID = /^\((\d+),(\d+)\)$/;

export class RowAddresses {
  private blocks = new Uint32Array(1024);
  /** Lines are numbered from 1: 0 means no address known. */
  private lines = new Uint16Array(1024);

  /** Records `tid` as where the product numbered `ordinal` is; a text that is not a ctid forgets it. */
  set(ordinal: number, tid: string): void {
    this.blocks = withRoomFor(this.blocks, ordinal + 1);
    this.lines = withRoomFor(this.lines, ordinal + 1);
    const parts = TID.exec(tid);
    const [block, line] = parts ? [Number(parts[1]), Number(parts[2])] : [0, 0];
    const known = block <= 0xffffffff && line > 0 && line <= 0xffff;
    this.blocks[ordinal] = known ? block : 0;
    this.lines[ordinal] = known ? line : 0;
  }

  /** The ctid last known for the product numbered `ordinal`, if any. */
  tidOf(ordinal: number): string | undefined {
    const line = ordinal < this.lines.length ? this.lines[ordinal] : 0;
    return line === 0 ? undefined : `(${this.blocks[ordinal]},${line})`;
  }

  get bytes(): number {
    return this.blocks.byteLength + this.lines.byteLength;
  }
}

/** Where some products' rows are thought to be, by id: for the reader of their JSON (product-pieces.ts). */
export type LocatedRows = {
  /** The ctid the row of product `id` was last seen at, if known. */
  tidOf(id: string): string | undefined;
  /** Product `id`'s row was found at `tid`: where to look next time. */
  moved(id: string, tid: string): void;
};

/** The addresses of the products `ids`, numbered `ordinals` (in the same order) in the index that holds `addresses`. */
export function locatedRows(addresses: RowAddresses, ids: readonly string[], ordinals: readonly number[]): LocatedRows {
  // Made when first asked: most searches' products are all kept, and ask nothing.
  let byId: Map<string, number> | undefined;
  const ordinalOf = (id: string) => (byId ??= new Map(ids.map((each, i) => [each, ordinals[i]]))).get(id);
  return {
    tidOf: (id) => {
      const ordinal = ordinalOf(id);
      return ordinal === undefined ? undefined : addresses.tidOf(ordinal);
    },
    moved: (id, tid) => {
      const ordinal = ordinalOf(id);
      if (ordinal !== undefined) addresses.set(ordinal, tid);
    },
  };
}
