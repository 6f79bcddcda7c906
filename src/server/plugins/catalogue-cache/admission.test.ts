/** The catalogue cache's admission: a key is admitted on its second asking while it is remembered. */
import { Admission } from './admission';

describe('Admission', () => {
  it('admits a key asked a second time, and every time after', () => {
    const admission = new Admission(100);
    expect(admission.admits('/search/a')).toBe(false);
    expect(admission.admits('/search/b')).toBe(false);
    expect(admission.admits('/search/a')).toBe(true);
    expect(admission.admits('/search/a')).toBe(true);
    expect(admission.admits('/search/b')).toBe(true);
  });

  it('remembers a first asking for at least one generation of others, and forgets it after two', () => {
    const admission = new Admission(3);
    expect(admission.admits('first')).toBe(false);
    for (const key of ['a', 'b']) admission.admits(key); // the newer generation fills: 'first' is now in the older
    expect(admission.admits('c')).toBe(false);
    expect(admission.admits('first')).toBe(true);

    const later = new Admission(3);
    later.admits('first');
    for (const key of ['a', 'b', 'c', 'd', 'e']) later.admits(key); // two generations of others
    expect(later.admits('first')).toBe(false);
  });

  it('mistakes a key never asked for one asked before rarely: at most one in 32 with a generation full', () => {
    const keysPerGeneration = 50_000;
    const admission = new Admission(keysPerGeneration);
    const ids = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`);
    // Two generations' worth, the last one short of full: as full as the bitsets get.
    for (const id of ids(0, 2 * keysPerGeneration - 1)) admission.admits(id);
    const mistaken = ids(1_000_000, 1_000).filter((id) => admission.admits(id)).length;
    expect(mistaken).toBeGreaterThan(0); // a bitset, not a set: bits are shared
    expect(mistaken).toBeLessThanOrEqual(1_000 / 32 + 1_000 / 32); // each generation at most 1/32 full
  });
});
