/**
 * jsdom, plus Node's own fetch and the web platform pieces jsdom lacks (Request, streams,
 * TextEncoder, BroadcastChannel...). Relative URLs such as /api/v1/... resolve against the
 * page's location, as they do in a browser, so the app's real data layer runs unchanged
 * and tests fake only the network (with msw).
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithFetch extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const page = this.global as unknown as Window & typeof globalThis;
    const absolute = (input: unknown) =>
      typeof input === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(input) ? new URL(input, page.location.href).href : input;

    class PageRequest extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(absolute(input) as RequestInfo, init);
      }
    }

    Object.assign(page, {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(absolute(input) as RequestInfo, init),
      Request: PageRequest,
      Response,
      Headers,
      FormData,
      Blob,
      File,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      WritableStream,
      TransformStream,
      BroadcastChannel,
      structuredClone,
    });
  }
}
