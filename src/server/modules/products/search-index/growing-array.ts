/**
 * Numbers appended one at a time to a typed array that doubles when full: the search index's
 * builder and the list order's keep their lists so, and copy out what they hold when done.
 */
type NumberArray = Uint8Array | Uint16Array | Uint32Array | Float64Array;

/** `array` when it has room for `length` elements, else a copy of it at least twice as long. */
export function withRoomFor<T extends NumberArray>(array: T, length: number): T {
  if (length <= array.length) return array;
  const grown = new (array.constructor as new (size: number) => T)(Math.max(length, array.length * 2));
  grown.set(array);
  return grown;
}

/** A list of whole numbers being appended to: the first `length` of `data`. */
export type NumberList = { data: Uint32Array; length: number };

export const numberList = (capacity: number): NumberList => ({ data: new Uint32Array(capacity), length: 0 });

export function append(list: NumberList, value: number): void {
  list.data = withRoomFor(list.data, list.length + 1);
  list.data[list.length++] = value;
}
