/** For what another connection's NOTIFY brings: PGlite delivers it as the write returns, PostgreSQL moments later. */
import { isDeepStrictEqual } from 'node:util';

/** Polls `read` every 50 ms for up to 2 s until it gives `expected` (deeply equal), then expects it. */
export async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  for (let i = 0; i < 40 && !isDeepStrictEqual(await read(), expected); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await read()).toEqual(expected);
}
