/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  type Options = {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    /** Each request in turn; `setupRequest` may rewrite its path and body. */
    requests?: { setupRequest?: (request: { path: string; body?: string }) => { path: string; body?: string } }[];
  };
  type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
