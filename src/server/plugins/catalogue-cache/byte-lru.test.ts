/** The byte-bounded LRU behind the catalogue cache and the AVIF copies. */
import { byteLru, taggedByteLru } from './byte-lru';

const value = (size: number, tag = '') => ({ size, tag });

describe('byteLru', () => {
  it('stays within its bytes, dropping the least recently used first', () => {
    const lru = byteLru<{ size: number; tag: string }>(1000);
    for (const key of ['a', 'b', 'c', 'd']) lru.set(key, value(100));
    lru.get('a'); // a is now the most recent; b the least
    for (const key of ['e', 'f', 'g', 'h', 'i', 'j', 'k']) lru.set(key, value(100));
    expect(lru.calculatedSize).toBeLessThanOrEqual(1000);
    expect(lru.has('a')).toBe(true);
    expect(lru.has('b')).toBe(false);
    expect(lru.has('c')).toBe(true);
    expect(lru.calculatedSize).toBe(1000);
  });

  it('does not keep a value over an eighth of its bytes, nor what that key held before', () => {
    const lru = byteLru<{ size: number; tag: string }>(1000);
    lru.set('page', value(100, 'old'));
    lru.set('other', value(100));
    lru.set('page', value(126, 'huge'));
    expect(lru.get('page')).toBeUndefined();
    expect(lru.get('other')).toEqual(value(100));
    expect(lru.calculatedSize).toBe(100);
  });

  it('counts a replaced value once, and nothing after a clear', () => {
    const lru = byteLru<{ size: number; tag: string }>(1000);
    lru.set('a', value(100));
    lru.set('a', value(50));
    expect(lru.calculatedSize).toBe(50);
    lru.delete('a');
    expect(lru.calculatedSize).toBe(0);
    lru.set('b', value(70));
    lru.clear();
    expect(lru.calculatedSize).toBe(0);
    expect(lru.get('b')).toBeUndefined();
  });
});

describe('taggedByteLru', () => {
  const tags = (size: number) => ({ size, tag: '' });

  it('drops its tagged keys together, and no other', () => {
    const lru = taggedByteLru<{ size: number; tag: string }>(1000);
    expect(lru.store('stock', tags(100), true)).toBe(true);
    expect(lru.store('plain', tags(100), false)).toBe(true);
    lru.dropTagged();
    expect(lru.has('stock')).toBe(false);
    expect(lru.has('plain')).toBe(true);
    expect(lru.calculatedSize).toBe(100);
  });

  it('forgets a tag when its value leaves: pushed out, replaced untagged, cleared', () => {
    const lru = taggedByteLru<{ size: number; tag: string }>(1000);
    lru.store('pushed', tags(100), true);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) lru.store(key, tags(100), false);
    expect(lru.has('pushed')).toBe(false);
    lru.store('pushed', tags(100), false); // back, untagged: the tag went with its first value
    lru.store('replaced', tags(100), true);
    lru.store('replaced', tags(100), false);
    lru.dropTagged();
    expect([lru.has('pushed'), lru.has('replaced')]).toEqual([true, true]);
    lru.store('cleared', tags(100), true);
    lru.clear();
    lru.store('cleared', tags(100), false);
    lru.dropTagged();
    expect(lru.has('cleared')).toBe(true);
  });

  it('neither keeps nor tags a value over an eighth of its bytes', () => {
    const lru = taggedByteLru<{ size: number; tag: string }>(1000);
    lru.store('page', tags(100), false);
    expect(lru.store('page', tags(126), true)).toBe(false);
    lru.store('page', tags(100), false);
    lru.dropTagged();
    expect(lru.has('page')).toBe(true);
  });
});
