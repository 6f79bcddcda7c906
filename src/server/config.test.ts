/** The configuration table of the README: every default, each special case, every problem at once. */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, DEFAULT_RATE_LIMITS, DEMO_STORE_DETAILS, loadConfig } from './config';

/** Each test's directories, under one made for this file and removed after it. */
const testRoot = mkdtempSync(path.join(tmpdir(), 'config-'));
const freshDir = () => path.join(mkdtempSync(path.join(testRoot, 'case-')), 'data');
afterAll(() => rmSync(testRoot, { recursive: true, force: true }));
const SECRET = 'a-secret-long-enough-to-sign-tokens-with';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: freshDir(), JWT_SECRET: SECRET, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('gives every documented default for an empty environment', () => {
    const dataDir = freshDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      jwtSecret: expect.any(String),
      adminEmail: 'admin@pharmacy.local',
      adminPassword: undefined,
      storeName: 'Online Pharmacy',
      seedDemo: true,
      maxPhotoBytes: 5_242_880,
      clientDir: path.resolve('dist/client'),
      logLevel: 'info',
      redisUrl: undefined,
      redisPrefix: 'pharmacy:',
      serverProcesses: 1,
      mallocTrimMs: 1000,
      corsOrigins: [],
      trustProxy: false,
      rateLimits: DEFAULT_RATE_LIMITS,
      maxConnectionsPerIp: 64,
      store: DEMO_STORE_DETAILS,
      delivery: { fee: 49, freeAbove: 499 },
      pharmacy: {
        pharmacistName: 'Demo Pharmacist (not a real registration)',
        pharmacistRegistrationNo: 'DEMO-REG-0000',
        licenceNo: 'DEMO-LICENCE-0000',
        prescriptionValidDays: 180,
      },
    });
    expect(loadConfig({}).dataDir).toBe(path.resolve('./data'));
  });

  it('treats an empty value as unset, except CLIENT_DIR, where empty serves the API only', () => {
    const config = loadConfig({ DATA_DIR: freshDir(), JWT_SECRET: SECRET, PORT: '', LOG_LEVEL: '', SEED_DEMO: '', CLIENT_DIR: '' });
    expect(config).toMatchObject({ port: 8080, logLevel: 'info', seedDemo: true, clientDir: undefined });
  });

  it('reads every variable it is given', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/shop-data',
      DATABASE_URL: 'postgresql://shop@db/shop',
      JWT_SECRET: SECRET,
      ADMIN_EMAIL: '  Owner@Shop.Example ',
      ADMIN_PASSWORD: 'eight888',
      STORE_NAME: ' Sharma Medicals ',
      SEED_DEMO: 'off',
      MAX_PHOTO_BYTES: '1024',
      CLIENT_DIR: 'build',
      LOG_LEVEL: 'warn',
      REDIS_URL: 'rediss://cache:6380',
      REDIS_PREFIX: 'shop2:',
      CORS_ORIGINS: 'https://admin.shop.example, http://localhost:3000',
      TRUST_PROXY: 'YES',
      MAX_CONNECTIONS_PER_IP: '10',
      DELIVERY_FEE: '40',
      FREE_DELIVERY_ABOVE: '0',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/tmp/shop-data',
      databaseUrl: 'postgresql://shop@db/shop',
      jwtSecret: SECRET,
      adminEmail: 'owner@shop.example',
      adminPassword: 'eight888',
      storeName: 'Sharma Medicals',
      seedDemo: false,
      maxPhotoBytes: 1024,
      clientDir: path.resolve('build'),
      logLevel: 'warn',
      redisUrl: 'rediss://cache:6380',
      redisPrefix: 'shop2:',
      corsOrigins: ['https://admin.shop.example', 'http://localhost:3000'],
      trustProxy: true,
      maxConnectionsPerIp: 10,
      delivery: { fee: 40, freeAbove: 0 },
    });
  });

  it.each([
    ['1', true],
    ['true', true],
    ['Yes', true],
    ['ON', true],
    ['0', false],
    ['false', false],
    ['no', false],
    ['Off', false],
  ])('reads %s as %s', (word, value) => {
    expect(loadConfig({ DATA_DIR: freshDir(), JWT_SECRET: SECRET, SEED_DEMO: word }).seedDemo).toBe(value);
  });

  it('generates the JWT secret once and keeps it in DATA_DIR, readable by the owner only', () => {
    const dataDir = freshDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });

  it('uses a given JWT_SECRET without writing one', () => {
    const dataDir = freshDir();
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('reads rate limits written attempts/minutes', () => {
    const { rateLimits } = loadConfig({
      DATA_DIR: freshDir(),
      JWT_SECRET: SECRET,
      LOGIN_LIMIT_PER_IP: ' 5/2 ',
      REGISTER_LIMIT_PER_IP: '7/1',
      REGISTER_EXISTING_LIMIT_PER_IP: '3/120',
      RESET_LIMIT_PER_IP: '9999999/99999',
    });
    expect(rateLimits).toEqual({
      loginPerIp: { max: 5, windowMs: 120_000 },
      registerPerIp: { max: 7, windowMs: 60_000 },
      registerExistingPerIp: { max: 3, windowMs: 7_200_000 },
      resetPerIp: { max: 9_999_999, windowMs: 99_999 * 60_000 },
    });
  });

  it.each(['0/10', '10/0', '10', '10/', 'ten/10', '10/10/10', '12345678/1', '1/123456', '-1/10'])('refuses the rate %s', (value) => {
    expect(problemsOf({ LOGIN_LIMIT_PER_IP: value })).toEqual([`LOGIN_LIMIT_PER_IP must be attempts/minutes, e.g. 20/10 (got "${value}")`]);
  });

  it('turns the per-address connection cap off behind a trusted proxy unless it is set', () => {
    const base = { DATA_DIR: freshDir(), JWT_SECRET: SECRET };
    expect(loadConfig({ ...base }).maxConnectionsPerIp).toBe(64);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).maxConnectionsPerIp).toBe(0);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_IP: '200' }).maxConnectionsPerIp).toBe(200);
    expect(loadConfig({ ...base, MAX_CONNECTIONS_PER_IP: '0' }).maxConnectionsPerIp).toBe(0);
  });

  it("reads the shop's invoice details, its state from the GSTIN, and refuses a GSTIN that does not check out", () => {
    const store = { STORE_ADDRESS: ' 4 Residency Road, Bengaluru 560025 ', STORE_GSTIN: '29aagcb7383j1z4', DRUG_LICENCE_NO: 'KA-B20-1' };
    expect(loadConfig({ DATA_DIR: freshDir(), JWT_SECRET: SECRET, ...store }).store).toEqual({
      address: '4 Residency Road, Bengaluru 560025',
      gstin: '29AAGCB7383J1Z4',
      stateCode: '29',
      drugLicenceNo: 'KA-B20-1',
    });
    expect(problemsOf({ ...store, STORE_STATE: '29' })).toEqual([]);
    expect(problemsOf({ ...store, STORE_STATE: '27' })).toEqual(['STORE_STATE must be the GSTIN\'s state code 29 (got "27")']);
    expect(problemsOf({ STORE_STATE: '28' })).toEqual([
      'STORE_STATE must be a GST state code of two digits, e.g. 27 for Maharashtra (got "28")',
    ]);
    expect(problemsOf({ STORE_GSTIN: '29AAGCB7383J1Z5' })).toEqual([
      'STORE_GSTIN must be a GSTIN: state code, PAN, entity, Z and a check character, e.g. 27ABCDE1234F1Z0 (got "29AAGCB7383J1Z5")',
    ]);
  });

  it('runs several server processes only on PostgreSQL with Redis', () => {
    const shared = { DATABASE_URL: 'postgres://db/shop', REDIS_URL: 'redis://cache:6379' };
    expect(loadConfig({ DATA_DIR: freshDir(), ...shared, SERVER_PROCESSES: '4' }).serverProcesses).toBe(4);
    expect(problemsOf({ SERVER_PROCESSES: '2' })).toEqual([
      'SERVER_PROCESSES=2 needs DATABASE_URL (the embedded database lives inside one process)',
      'SERVER_PROCESSES=2 needs REDIS_URL (so that rate limits count across the processes)',
    ]);
    expect(problemsOf({ SERVER_PROCESSES: '2', DATABASE_URL: shared.DATABASE_URL })).toEqual([
      'SERVER_PROCESSES=2 needs REDIS_URL (so that rate limits count across the processes)',
    ]);
    expect(problemsOf({ SERVER_PROCESSES: '1' })).toEqual([]);
    for (const wrong of ['0', '65', 'two', '1.5']) expect(problemsOf({ ...shared, SERVER_PROCESSES: wrong })).toHaveLength(1);
  });

  it('wants an admin password of at least 8 characters', () => {
    expect(problemsOf({ ADMIN_PASSWORD: 'seven77' })).toEqual(['ADMIN_PASSWORD must be at least 8 characters long']);
    expect(problemsOf({ ADMIN_PASSWORD: 'eight888' })).toEqual([]);
  });

  it('lists every problem at once, one line per variable, without echoing a secret, and writes nothing', () => {
    const dataDir = freshDir();
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir,
        PORT: '80a',
        DATABASE_URL: 'mysql://root:hunter2@db/shop',
        JWT_SECRET: 'too-short-secret',
        ADMIN_EMAIL: 'owner',
        ADMIN_PASSWORD: 'pass123',
        STORE_NAME: 'x'.repeat(101),
        SEED_DEMO: 'maybe',
        MAX_PHOTO_BYTES: '100',
        LOG_LEVEL: 'loud',
        REDIS_URL: 'http://user:redispass@cache',
        LOGIN_LIMIT_PER_IP: 'lots',
        REGISTER_LIMIT_PER_IP: '20/0',
        REGISTER_EXISTING_LIMIT_PER_IP: '0/60',
        RESET_LIMIT_PER_IP: '30',
        CORS_ORIGINS: 'https://ok.example,ftp://files.example, *',
        TRUST_PROXY: 'perhaps',
        MAX_CONNECTIONS_PER_IP: '-1',
        MALLOC_TRIM_MS: '1s',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "80a")',
      'DATABASE_URL must start with postgres:// or postgresql://',
      'JWT_SECRET must be at least 32 characters long',
      'ADMIN_EMAIL is not an e-mail address (got "owner")',
      'ADMIN_PASSWORD must be at least 8 characters long',
      'STORE_NAME must be at most 100 characters',
      'SEED_DEMO must be true or false (got "maybe")',
      'MAX_PHOTO_BYTES must be a whole number from 1024 to 52428800 (got "100")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'REDIS_URL must start with redis:// or rediss://',
      'MALLOC_TRIM_MS must be a whole number from 0 to 60000 (got "1s")',
      'LOGIN_LIMIT_PER_IP must be attempts/minutes, e.g. 20/10 (got "lots")',
      'REGISTER_LIMIT_PER_IP must be attempts/minutes, e.g. 20/10 (got "20/0")',
      'REGISTER_EXISTING_LIMIT_PER_IP must be attempts/minutes, e.g. 20/10 (got "0/60")',
      'RESET_LIMIT_PER_IP must be attempts/minutes, e.g. 20/10 (got "30")',
      'CORS_ORIGINS entries must look like https://shop.example (got "ftp://files.example", "*")',
      'TRUST_PROXY must be true or false (got "perhaps")',
      'MAX_CONNECTIONS_PER_IP must be a whole number from 0 to 1000000 (got "-1")',
    ]);
    expect(message).toMatch(/^Invalid configuration:\n {2}- PORT/);
    for (const secret of ['too-short-secret', 'pass123', 'hunter2', 'redispass']) expect(message).not.toContain(secret);
    expect(existsSync(dataDir)).toBe(false);
  });
});
