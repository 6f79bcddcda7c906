/**
 * The server's configuration, read from the environment once and validated as a whole:
 * every problem is reported together so a misconfigured shop fails at start, not mid-order.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
  /** Prefix of every Redis key, so several shops or test runs can share one Redis. */
  redisPrefix?: string;
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
};

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

function parseBoolean(name: string, value: string | undefined, fallback: boolean, problems: string[]) {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  problems.push(`${name} must be true or false (got "${value}")`);
  return fallback;
}

function parseInteger(name: string, value: string | undefined, fallback: number, min: number, max: number, problems: string[]) {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
    return fallback;
  }
  return n;
}

/** A limit written "N/M": N attempts per M minutes. */
function parseRate(name: string, value: string | undefined, fallback: Rate, problems: string[]): Rate {
  if (value === undefined || value === '') return fallback;
  const match = /^(\d{1,7})\/(\d{1,5})$/.exec(value.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    problems.push(`${name} must be attempts/minutes, e.g. 20/10 (got "${value}")`);
    return fallback;
  }
  return { max: Number(match[1]), windowMs: Number(match[2]) * 60_000 };
}

function parseOrigins(value: string | undefined, problems: string[]): string[] {
  const origins = (value ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) problems.push(`CORS_ORIGINS entries must look like https://shop.example (got "${origin}")`);
  }
  return origins;
}

/** The JWT secret from the environment, or one generated once and kept in dataDir. */
function resolveJwtSecret(env: Env, dataDir: string, problems: string[]): string {
  const given = env.JWT_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < 32) problems.push('JWT_SECRET must be at least 32 characters long');
    return given;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and validates the configuration; throws ConfigError listing every problem. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const port = parseInteger('PORT', env.PORT, 8080, 0, 65535, problems);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const adminEmail = (env.ADMIN_EMAIL || 'admin@pharmacy.local').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(adminEmail)) problems.push(`ADMIN_EMAIL is not an e-mail address (got "${adminEmail}")`);
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    problems.push('ADMIN_PASSWORD must be at least 8 characters long');
  }
  const storeName = (env.STORE_NAME || 'Online Pharmacy').trim();
  if (storeName.length > 100) problems.push('STORE_NAME must be at most 100 characters');
  const seedDemo = parseBoolean('SEED_DEMO', env.SEED_DEMO, true, problems);
  const maxPhotoBytes = parseInteger('MAX_PHOTO_BYTES', env.MAX_PHOTO_BYTES, 5 * 1024 * 1024, 1024, 50 * 1024 * 1024, problems);
  const logLevel = env.LOG_LEVEL || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`);
  }
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must start with redis:// or rediss://');
  const corsOrigins = parseOrigins(env.CORS_ORIGINS, problems);
  const rateLimits: RateLimits = {
    loginPerIp: parseRate('LOGIN_LIMIT_PER_IP', env.LOGIN_LIMIT_PER_IP, DEFAULT_RATE_LIMITS.loginPerIp, problems),
    registerPerIp: parseRate('REGISTER_LIMIT_PER_IP', env.REGISTER_LIMIT_PER_IP, DEFAULT_RATE_LIMITS.registerPerIp, problems),
    registerExistingPerIp: parseRate(
      'REGISTER_EXISTING_LIMIT_PER_IP',
      env.REGISTER_EXISTING_LIMIT_PER_IP,
      DEFAULT_RATE_LIMITS.registerExistingPerIp,
      problems,
    ),
    resetPerIp: parseRate('RESET_LIMIT_PER_IP', env.RESET_LIMIT_PER_IP, DEFAULT_RATE_LIMITS.resetPerIp, problems),
  };
  const trustProxy = parseBoolean('TRUST_PROXY', env.TRUST_PROXY, false, problems);
  const maxConnectionsPerIp = parseInteger(
    'MAX_CONNECTIONS_PER_IP', env.MAX_CONNECTIONS_PER_IP, trustProxy ? 0 : DEFAULT_MAX_CONNECTIONS_PER_IP, 0, 1_000_000, problems,
  );
  const jwtSecret = problems.length === 0 ? resolveJwtSecret(env, dataDir, problems) : '';
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    jwtSecret,
    adminEmail,
    adminPassword,
    storeName,
    seedDemo,
    maxPhotoBytes,
    clientDir: env.CLIENT_DIR === '' ? undefined : path.resolve(env.CLIENT_DIR || 'dist/client'),
    logLevel,
    redisUrl,
    redisPrefix: env.REDIS_PREFIX || 'pharmacy:',
    corsOrigins,
    trustProxy,
    rateLimits,
    maxConnectionsPerIp,
  };
}
