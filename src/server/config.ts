/**
 * The server's configuration, read from the environment once and validated as a whole by
 * env-schema (Ajv with allErrors): every problem is reported together, in words an operator
 * can act on, so a misconfigured shop fails at start, not mid-order.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import envSchema from 'env-schema';
import { isGstin } from '../shared/gstin';
import { stateByCode } from '../shared/indian-states';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** A postgres:// URL, or undefined for the embedded database in dataDir. */
  databaseUrl?: string;
  jwtSecret: string;
  adminEmail: string;
  /** Undefined when the admin password is to be generated on first start. */
  adminPassword?: string;
  storeName: string;
  seedDemo: boolean;
  maxPhotoBytes: number;
  /** Where the built browser app lives; undefined serves the API only. */
  clientDir?: string;
  logLevel: string;
  /** Shares rate-limit counters between server processes; undefined counts in memory. */
  redisUrl?: string;
  /**
   * How many server processes share the port (server-processes.ts): 1 unless SERVER_PROCESSES
   * says more, which needs PostgreSQL (PGlite lives in one process) and Redis (shared rate limits).
   */
  serverProcesses: number;
  /** Prefix of every Redis key, so several shops or test runs can share one Redis. */
  redisPrefix?: string;
  /** How often freed malloc memory is handed back to the system (malloc-trim.ts), in ms; 0 never. */
  mallocTrimMs: number;
  /** Other origins allowed to call the API from a browser (CORS); none by default. */
  corsOrigins?: string[];
  /** Whether X-Forwarded-* headers from a reverse proxy are believed (client IP, https). */
  trustProxy?: boolean;
  /** Per-address limits; the per-e-mail limits are fixed by the security rules. */
  rateLimits?: Partial<RateLimits>;
  /**
   * Open connections allowed from one socket address; 0 for no cap. Behind a trusted proxy
   * every socket is the proxy's, so the cap is off by default there (see plugins/connection-cap.ts).
   */
  maxConnectionsPerIp?: number;
  /** The delivery fee and the items total from which delivery is free, whole rupees; DEFAULT_DELIVERY when unset. */
  delivery?: Delivery;
  /** What the tax invoice says of the shop; the demo's when left out (tests). */
  store?: StoreDetails;
  /** The pharmacy as the draft e-pharmacy rules ask a site to name it, and who reviews prescriptions. */
  pharmacy: PharmacyConfig;
};

export type PharmacyConfig = {
  pharmacistName: string;
  pharmacistRegistrationNo: string;
  licenceNo: string;
  /** How long an approved prescription may be used again, in days. */
  prescriptionValidDays: number;
};

/** The shop as its tax invoices describe it (CGST Rule 46, the Drugs Rules' cash memo). */
export type StoreDetails = {
  address: string;
  gstin: string;
  /** The GST state code: the GSTIN's first two digits. */
  stateCode: string;
  drugLicenceNo: string;
};

/** The demo shop's details: well-formed, so the demo's invoices render, but not a real registration. */
export const DEMO_STORE_DETAILS: StoreDetails = {
  address: '12 FC Road, Shivajinagar, Pune 411005',
  gstin: '27ABCDE1234F1Z0',
  stateCode: '27',
  drugLicenceNo: 'MH-PZ1-123456, MH-PZ1-123457',
};

export type Delivery = { fee: number; freeAbove: number };
/** ₹49 delivery, free from ₹499 of items: what Indian pharmacy sites commonly charge. */
export const DEFAULT_DELIVERY: Delivery = { fee: 49, freeAbove: 499 };

/** Default of MAX_CONNECTIONS_PER_IP: a browser opens about 6, a busy office behind one NAT a few dozen. */
export const DEFAULT_MAX_CONNECTIONS_PER_IP = 64;

/** At most `max` attempts per `windowMs`. */
export type Rate = { max: number; windowMs: number };
export type RateLimits = { loginPerIp: Rate; registerPerIp: Rate; registerExistingPerIp: Rate; resetPerIp: Rate };

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 100, windowMs: 15 * 60_000 },
  registerPerIp: { max: 20, windowMs: 10 * 60_000 },
  /** Answers that an e-mail already has an account: few, so registration is no e-mail oracle. */
  registerExistingPerIp: { max: 10, windowMs: 60 * 60_000 },
  resetPerIp: { max: 30, windowMs: 15 * 60_000 },
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

/** A variable's JSON schema and what to tell the operator when a value fails it. */
type Variable = { schema: Record<string, unknown>; problem?: (value: string) => string };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const TRUE = /^(1|true|yes|on)$/i;
const YES_NO = /^(1|true|yes|on|0|false|no|off)$/i;

/** A limit written "N/M": N attempts per M minutes; undefined when it is not one. */
function parseRate(value: string): Rate | undefined {
  const match = /^(\d{1,7})\/(\d{1,5})$/.exec(value.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) return undefined;
  return { max: Number(match[1]), windowMs: Number(match[2]) * 60_000 };
}

const splitOrigins = (value: string) =>
  value
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
const isOrigin = (origin: string) => /^https?:\/\/[^/\s]+$/.test(origin);

const wholeNumber = (min: number, max: number) => ({
  schema: { type: 'integer' as const, minimum: min, maximum: max },
  problem: (value: string) => `must be a whole number from ${min} to ${max} (got "${value}")`,
});
const withDefault = <V extends Variable>(variable: V, fallback: number) => ({
  ...variable,
  schema: { ...variable.schema, default: fallback },
});
const yesNo = (fallback: boolean) => ({
  schema: { type: 'string', format: 'yes-no', default: String(fallback) },
  problem: (value: string) => `must be true or false (got "${value}")`,
});
const rate = (fallback: Rate) => ({
  schema: { type: 'string', format: 'rate', default: `${fallback.max}/${fallback.windowMs / 60_000}` },
  problem: (value: string) => `must be attempts/minutes, e.g. 20/10 (got "${value}")`,
});
const text = (fallback: string) => ({ schema: { type: 'string', default: fallback } });
/** A name or number shown on every page: printable, one line, not too long. */
const registration = (fallback: string) => ({
  schema: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[^\\u0000-\\u001f\\u007f]+$', default: fallback },
  problem: (value: string) => `must be 1 to 100 characters on one line (got "${value}")`,
});

/** Every variable the README's configuration table documents. Secrets are never echoed back. */
const VARIABLES = {
  PORT: withDefault(wholeNumber(0, 65535), 8080),
  HOST: text('0.0.0.0'),
  DATA_DIR: text('./data'),
  DATABASE_URL: { schema: { type: 'string', pattern: '^postgres(ql)?://' }, problem: () => 'must start with postgres:// or postgresql://' },
  JWT_SECRET: { schema: { type: 'string', minLength: 32 }, problem: () => 'must be at least 32 characters long' },
  ADMIN_EMAIL: {
    schema: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+$', default: 'admin@pharmacy.local' },
    problem: (value: string) => `is not an e-mail address (got "${value}")`,
  },
  ADMIN_PASSWORD: { schema: { type: 'string', minLength: 8 }, problem: () => 'must be at least 8 characters long' },
  STORE_NAME: { schema: { type: 'string', maxLength: 100, default: 'Online Pharmacy' }, problem: () => 'must be at most 100 characters' },
  SEED_DEMO: yesNo(true),
  MAX_PHOTO_BYTES: withDefault(wholeNumber(1024, 50 * 1024 * 1024), 5 * 1024 * 1024),
  CLIENT_DIR: text('dist/client'),
  LOG_LEVEL: {
    schema: { type: 'string', enum: LOG_LEVELS, default: 'info' },
    problem: (value: string) => `must be one of ${LOG_LEVELS.join(', ')} (got "${value}")`,
  },
  REDIS_URL: { schema: { type: 'string', pattern: '^rediss?://' }, problem: () => 'must start with redis:// or rediss://' },
  REDIS_PREFIX: text('pharmacy:'),
  SERVER_PROCESSES: withDefault(wholeNumber(1, 64), 1),
  MALLOC_TRIM_MS: withDefault(wholeNumber(0, 60_000), 1000),
  LOGIN_LIMIT_PER_IP: rate(DEFAULT_RATE_LIMITS.loginPerIp),
  REGISTER_LIMIT_PER_IP: rate(DEFAULT_RATE_LIMITS.registerPerIp),
  REGISTER_EXISTING_LIMIT_PER_IP: rate(DEFAULT_RATE_LIMITS.registerExistingPerIp),
  RESET_LIMIT_PER_IP: rate(DEFAULT_RATE_LIMITS.resetPerIp),
  CORS_ORIGINS: {
    schema: { type: 'string', format: 'origins', default: '' },
    problem: (value: string) =>
      `entries must look like https://shop.example (got ${splitOrigins(value)
        .filter((o) => !isOrigin(o))
        .map((o) => `"${o}"`)
        .join(', ')})`,
  },
  TRUST_PROXY: yesNo(false),
  /** No default here: it depends on TRUST_PROXY. */
  MAX_CONNECTIONS_PER_IP: wholeNumber(0, 1_000_000),
  DELIVERY_FEE: withDefault(wholeNumber(0, 10_000), DEFAULT_DELIVERY.fee),
  FREE_DELIVERY_ABOVE: withDefault(wholeNumber(0, 10_000_000), DEFAULT_DELIVERY.freeAbove),
  STORE_ADDRESS: {
    schema: { type: 'string', maxLength: 300, default: DEMO_STORE_DETAILS.address },
    problem: () => 'must be at most 300 characters',
  },
  STORE_GSTIN: {
    schema: { type: 'string', format: 'gstin', default: DEMO_STORE_DETAILS.gstin },
    problem: (value: string) => `must be a GSTIN: state code, PAN, entity, Z and a check character, e.g. 27ABCDE1234F1Z0 (got "${value}")`,
  },
  /** No default here: it is the GSTIN's first two digits. */
  STORE_STATE: {
    schema: { type: 'string', format: 'state-code' },
    problem: (value: string) => `must be a GST state code of two digits, e.g. 27 for Maharashtra (got "${value}")`,
  },
  DRUG_LICENCE_NO: {
    schema: { type: 'string', maxLength: 100, default: DEMO_STORE_DETAILS.drugLicenceNo },
    problem: () => 'must be at most 100 characters',
  },
  // Demo values so a first start works; a real shop must set its own (README, Prescriptions).
  PHARMACIST_NAME: registration('Demo Pharmacist (not a real registration)'),
  PHARMACIST_REG_NO: registration('DEMO-REG-0000'),
  PHARMACY_LICENCE_NO: registration('DEMO-LICENCE-0000'),
  PRESCRIPTION_VALID_DAYS: withDefault(wholeNumber(1, 3650), 180),
} satisfies Record<string, Variable>;

type Name = keyof typeof VARIABLES;
type Schema<N extends Name> = (typeof VARIABLES)[N]['schema'];
/** The environment as the schema leaves it: numbers coerced, defaults filled in. */
type Checked = {
  [N in Name]: (Schema<N> extends { type: 'integer' } ? number : string) | (Schema<N> extends { default: unknown } ? never : undefined);
};

const SCHEMA = {
  type: 'object',
  properties: Object.fromEntries(Object.entries(VARIABLES).map(([name, variable]) => [name, variable.schema])),
};

/** env-schema's own Ajv settings (coercion, defaults, allErrors), plus the shop's formats. */
const withFormats = {
  customOptions(ajv: import('ajv').default) {
    return ajv
      .addFormat('yes-no', YES_NO)
      .addFormat('rate', (value: string) => parseRate(value) !== undefined)
      .addFormat('origins', (value: string) => splitOrigins(value).every(isOrigin))
      .addFormat('gstin', isGstin)
      .addFormat('state-code', (value: string) => stateByCode(value) !== undefined);
  },
};

/** One sentence per variable that failed, whatever number of schema rules it broke. */
function describe(errors: ErrorObject[], given: Env): string[] {
  const names = [...new Set(errors.map((error) => error.instancePath.slice(1)))];
  return names.map((name) => {
    const variable: Variable | undefined = VARIABLES[name as Name];
    const message = variable?.problem?.(given[name] ?? '') ?? errors.find((e) => e.instancePath === `/${name}`)?.message;
    return `${name} ${message}`;
  });
}

/** The variables that are set; empty counts as unset, as in a .env file with `NAME=`. */
function givenValues(env: Env): Env {
  const given: Env = {};
  for (const name of Object.keys(VARIABLES)) {
    const value = env[name];
    if (value !== undefined && value !== '') given[name] = value;
  }
  if (given.ADMIN_EMAIL !== undefined) given.ADMIN_EMAIL = given.ADMIN_EMAIL.trim().toLowerCase();
  if (given.STORE_NAME !== undefined) given.STORE_NAME = given.STORE_NAME.trim();
  if (given.STORE_GSTIN !== undefined) given.STORE_GSTIN = given.STORE_GSTIN.trim().toUpperCase();
  return given;
}

/** The environment checked against VARIABLES; throws ConfigError listing every problem. */
function check(env: Env): Checked {
  const given = givenValues(env);
  try {
    return envSchema<Checked>({ schema: SCHEMA, data: { ...given }, env: false, ajv: withFormats });
  } catch (error) {
    const errors = (error as { errors?: ErrorObject[] }).errors;
    if (!errors) throw error;
    throw new ConfigError(describe(errors, given));
  }
}

/** The JWT secret from the environment, or one generated once and kept in dataDir. */
function resolveJwtSecret(given: string | undefined, dataDir: string): string {
  if (given !== undefined) return given;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The shop's invoice details; its state must be the one its GSTIN is registered in. */
function storeDetails(checked: Checked): StoreDetails {
  const gstinState = checked.STORE_GSTIN.slice(0, 2);
  if (checked.STORE_STATE !== undefined && checked.STORE_STATE !== gstinState) {
    throw new ConfigError([`STORE_STATE must be the GSTIN's state code ${gstinState} (got "${checked.STORE_STATE}")`]);
  }
  if (!stateByCode(gstinState)) throw new ConfigError([`STORE_GSTIN must start with a GST state code (got "${gstinState}")`]);
  return {
    address: checked.STORE_ADDRESS.trim(),
    gstin: checked.STORE_GSTIN,
    stateCode: gstinState,
    drugLicenceNo: checked.DRUG_LICENCE_NO.trim(),
  };
}

/**
 * SERVER_PROCESSES above 1 needs what several processes share: a PostgreSQL server (PGlite's
 * database lives inside one process) and Redis (each process would otherwise allow every rate
 * limit on its own, N times the limit in all).
 */
function serverProcesses(checked: Checked): number {
  const wanted = checked.SERVER_PROCESSES;
  if (wanted === 1) return wanted;
  const missing = [
    checked.DATABASE_URL === undefined && `DATABASE_URL (the embedded database lives inside one process)`,
    checked.REDIS_URL === undefined && `REDIS_URL (so that rate limits count across the processes)`,
  ].filter((problem): problem is string => problem !== false);
  if (missing.length > 0) throw new ConfigError(missing.map((need) => `SERVER_PROCESSES=${wanted} needs ${need}`));
  return wanted;
}

/** Reads and validates the configuration; throws ConfigError listing every problem. */
export function loadConfig(env: Env = process.env): Config {
  const checked = check(env);
  const store = storeDetails(checked);
  const processes = serverProcesses(checked);
  const dataDir = path.resolve(checked.DATA_DIR);
  const trustProxy = TRUE.test(checked.TRUST_PROXY);
  return {
    port: checked.PORT,
    host: checked.HOST,
    dataDir,
    databaseUrl: checked.DATABASE_URL,
    jwtSecret: resolveJwtSecret(checked.JWT_SECRET, dataDir),
    adminEmail: checked.ADMIN_EMAIL,
    adminPassword: checked.ADMIN_PASSWORD,
    storeName: checked.STORE_NAME,
    seedDemo: TRUE.test(checked.SEED_DEMO),
    maxPhotoBytes: checked.MAX_PHOTO_BYTES,
    clientDir: env.CLIENT_DIR === '' ? undefined : path.resolve(checked.CLIENT_DIR),
    logLevel: checked.LOG_LEVEL,
    redisUrl: checked.REDIS_URL,
    redisPrefix: checked.REDIS_PREFIX,
    serverProcesses: processes,
    mallocTrimMs: checked.MALLOC_TRIM_MS,
    corsOrigins: splitOrigins(checked.CORS_ORIGINS),
    trustProxy,
    rateLimits: {
      loginPerIp: parseRate(checked.LOGIN_LIMIT_PER_IP)!,
      registerPerIp: parseRate(checked.REGISTER_LIMIT_PER_IP)!,
      registerExistingPerIp: parseRate(checked.REGISTER_EXISTING_LIMIT_PER_IP)!,
      resetPerIp: parseRate(checked.RESET_LIMIT_PER_IP)!,
    },
    maxConnectionsPerIp: checked.MAX_CONNECTIONS_PER_IP ?? (trustProxy ? 0 : DEFAULT_MAX_CONNECTIONS_PER_IP),
    delivery: { fee: checked.DELIVERY_FEE, freeAbove: checked.FREE_DELIVERY_ABOVE },
    store,
    pharmacy: {
      pharmacistName: checked.PHARMACIST_NAME.trim(),
      pharmacistRegistrationNo: checked.PHARMACIST_REG_NO.trim(),
      licenceNo: checked.PHARMACY_LICENCE_NO.trim(),
      prescriptionValidDays: checked.PRESCRIPTION_VALID_DAYS,
    },
  };
}
