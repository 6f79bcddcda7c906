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
});
