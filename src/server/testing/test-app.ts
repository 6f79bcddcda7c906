/**
 * Builds the real server for a test file on a throwaway database: in-memory PGlite, or a
 * fresh schema on the PostgreSQL named by TEST_DATABASE_URL (dropped afterwards), so runs
 * never collide. Tests then drive it through `app.inject()`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import { connectDatabase, dropSchema, type DatabaseHandle } from '../db/connect';
import { hashSecret, normaliseAnswer } from '../modules/users/passwords';
import { freshDatabaseTemplate } from './pglite-template';
import { startSession } from '../modules/users/sessions';

export type TestApp = { app: FastifyInstance; close(): Promise<void> };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent-test-data-dir',
    jwtSecret: randomBytes(32).toString('hex'),
    adminEmail: 'admin@test.local',
    storeName: 'Test Pharmacy',
    seedDemo: false,
    maxPhotoBytes: 5 * 1024 * 1024,
    clientDir: undefined,
    logLevel: 'silent',
    serverProcesses: 1,
    // Only the server process trims (server.ts); an app built in a test process does not.
    mallocTrimMs: 0,
    pharmacy: {
      pharmacistName: 'Priya Nair',
      pharmacistRegistrationNo: 'KSPC-12345',
      licenceNo: 'KA-BLR-20B-000123',
      prescriptionValidDays: 180,
    },
    ...overrides,
  };
}

/** A throwaway database (see the header); `dispose` closes it and drops a PostgreSQL schema. */
export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = await connectDatabase({ kind: 'pglite', template: freshDatabaseTemplate() });
    return { handle, dispose: () => handle.close() };
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const handle = await connectDatabase({ kind: 'postgres', url, schema, maxConnections: 20 });
  return {
    handle,
    async dispose() {
      await dropSchema(handle.db, schema);
      await handle.close();
    },
  };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { handle, dispose } = await openTestDatabase();
  let app: FastifyInstance;
  try {
    app = await buildApp(testConfig(overrides), { databaseHandle: handle, logger: false });
    await app.ready();
  } catch (error) {
    await dispose(); // or a failed start leaves its PostgreSQL schema behind
    throw error;
  }
  return {
    app,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/**
 * For a test file that opens apps with settings of their own: returns `open(overrides)`, and
 * closes every app it opened once the file's tests are done.
 */
export function appsClosedAfterAll(): (overrides?: Partial<Config>) => Promise<FastifyInstance> {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));
  return async (overrides = {}) => {
    const t = await createTestApp(overrides);
    apps.push(t);
    return t.app;
  };
}

let counter = 0;

export type TestUser = { id: string; email: string; password: string; answer: string; token: string };

/** Inserts a user straight into the database (role 1 for an admin) and signs it in. */
export async function insertUser(app: FastifyInstance, fields: { role?: number; name?: string; email?: string } = {}): Promise<TestUser> {
  counter += 1;
  const email = fields.email ?? `user${counter}-${randomBytes(3).toString('hex')}@test.local`;
  const password = `password-${counter}`;
  const answer = '1990';
  const row = await app.db
    .insertInto('users')
    .values({
      name: fields.name ?? `Test User ${counter}`,
      email,
      password_hash: await hashSecret(password),
      answer_hash: await hashSecret(normaliseAnswer(answer)),
      phone: '9876543210',
      address: '12 MG Road, Bengaluru 560001',
      role: fields.role ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, password, answer, token: await startSession(app, row.id) };
}

export const insertAdmin = (app: FastifyInstance) => insertUser(app, { role: 1, name: 'Test Admin' });
