import { AttemptLimiter } from './attempt-limiter';

describe('AttemptLimiter', () => {
  let clock = 0;
  const limiter = () => new AttemptLimiter(2, 60_000, () => clock);
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('refuses once the failures are used up, and forgets them when the window ends', () => {
    const l = limiter();
    l.fail('a');
    l.check('a');
    l.fail('a');
    expect(() => l.check('a')).toThrow('Too many attempts. Please try again in 1 minute.');
    l.check('b');
    clock += 60_000;
    expect(() => l.check('a')).not.toThrow();
  });

  it('clears the count on success', () => {
    const l = limiter();
    l.fail('a');
    l.succeed('a');
    l.fail('a');
    expect(() => l.check('a')).not.toThrow();
  });
});
