/** The byte-bounded LRU behind the catalogue cache and the AVIF copies. */
import { byteLru } from './byte-lru';

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
