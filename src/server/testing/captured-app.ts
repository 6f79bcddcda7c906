/**
 * The real app on a throwaway database (test-app.ts) with its log kept in memory, for
 * tests that assert what the server logs, and optionally listening on a loopback port, for
 * tests that need a real socket (slow clients, requests Node itself refuses).
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import { openTestDatabase, testConfig } from './test-app';

export type LogLine = { level: number; msg?: string; [key: string]: unknown };

export type CapturedApp = {
  app: FastifyInstance;
  /** Every log line so far, raw JSON text. */
  logText(): string;
  logLines(): LogLine[];
  /** The listening port, when started with `listen`. */
  port: number;
  close(): Promise<void>;
};

export async function createCapturedApp(overrides: Partial<Config> = {}, options: { listen?: boolean } = {}): Promise<CapturedApp> {
  const { handle, dispose } = await openTestDatabase();
  let text = '';
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  let app: FastifyInstance;
  try {
    app = await buildApp(testConfig({ logLevel: 'info', ...overrides }), { databaseHandle: handle, logStream });
    if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' });
    else await app.ready();
  } catch (error) {
    await dispose();
    throw error;
  }
  const address = app.server.address();
  return {
    app,
    logText: () => text,
    logLines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
    port: address && typeof address === 'object' ? address.port : 0,
    async close() {
      await app.close();
      await dispose();
    },
  };
}
