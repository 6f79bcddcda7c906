/**
 * A bench target: one endpoint, asked either at one URL over and over (the hot mode, where
 * the server's cache answers after the first request) or, through `draw`, at a URL or body
 * picked afresh for every request from `distinct` different ones (the mix mode).
 */
export type BenchRequest = { path: string; body?: unknown };

export type Target = {
  name: string;
  method?: 'GET' | 'POST';
  /** The Authorization header's token, for the signed-in reads. */
  token?: string;
  /** An Accept-Encoding header, as browsers send one (the API then answers compressed); none by default. */
  acceptEncoding?: string;
  /** The request, or for the mix mode a function that picks one per request. */
  request: BenchRequest | (() => BenchRequest);
  /** How many different requests `request` picks from (1 for a fixed one). */
  distinct: number;
  /** Each request can be asked only once (it changes what it reads): the run asks each in turn, then stops. */
  once?: boolean;
  /** Made just before the target's run (what it asks for), and undone just after. */
  prepare?: () => Promise<void>;
  finish?: () => Promise<void>;
};

/** What Chromium sends as Accept-Encoding: with it the API answers gzipped (plugins/compressed-answers.ts). */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** A seeded generator (mulberry32), so two runs ask the same sequence of requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A target that asks one of `requests` at random each time; distinct counts the different ones. */
export function drawing(name: string, requests: BenchRequest[], random: () => number, extra: Partial<Target> = {}): Target {
  const distinct = new Set(requests.map((r) => `${r.path}|${JSON.stringify(r.body ?? null)}`)).size;
  return { name, ...extra, distinct, request: () => requests[Math.floor(random() * requests.length)] };
}

/**
 * A target asking each of the requests `make` prepares once, in turn, as the token it gives:
 * a run of it is `count` requests long, and `undo` runs after it.
 */
export function inTurn(
  name: string,
  count: number,
  make: () => Promise<{ requests: BenchRequest[]; token: string; undo: () => Promise<void> }>,
): Target {
  let made: Awaited<ReturnType<typeof make>> | undefined;
  let next = 0;
  const target: Target = {
    name,
    distinct: count,
    once: true,
    // load() takes one request before the run to build its URL, so the run asks 1…count−1 and then,
    // wrapping round, 0: each exactly once.
    request: () => made!.requests[next++ % count],
    prepare: async () => {
      made = await make();
      target.token = made.token;
    },
    finish: () => made!.undo(),
  };
  return target;
}

/** A target asking the same request every time. */
export const fixed = (name: string, request: BenchRequest, extra: Partial<Target> = {}): Target => ({
  name,
  ...extra,
  request,
  distinct: 1,
});
