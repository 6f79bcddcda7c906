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
  /** The request, or for the mix mode a function that picks one per request. */
  request: BenchRequest | (() => BenchRequest);
  /** How many different requests `request` picks from (1 for a fixed one). */
  distinct: number;
  /** Each request can be asked only once (it changes what it reads): the run asks each in turn, then stops. */
  once?: boolean;
};

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

/** A target asking each of `requests` once, in turn: a run of it is `requests.length` requests long. */
export function inTurn(name: string, requests: BenchRequest[], extra: Partial<Target> = {}): Target {
  let next = 0;
  return { name, ...extra, distinct: requests.length, once: true, request: () => requests[next++ % requests.length] };
}

/** A target asking the same request every time. */
export const fixed = (name: string, request: BenchRequest, extra: Partial<Target> = {}): Target => ({
  name,
  ...extra,
  request,
  distinct: 1,
});
