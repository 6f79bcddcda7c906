/**
 * The bench scripts' options, `--name value` after `npm run <script> --`, read the same way by
 * each: a name given without its value is an error, not a silent default.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** What follows `--name`, or undefined when `--name` is not given. */
export function textOption(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}

/** `--name`'s value; an error naming what it should be when it is not given. */
export function requiredOption(name: string, what: string): string {
  const value = textOption(name);
  if (value === undefined) throw new Error(`--${name} <${what}> is required`);
  return value;
}

/** `--data`: a copy of a bench PGlite DATA_DIR (bench/.data/pglite-<n>), resolved, and checked to hold its database. */
export function benchDataCopyOption(): string {
  const dir = path.resolve(requiredOption('data', 'a copy of a bench DATA_DIR'));
  if (!existsSync(path.join(dir, 'pgdata'))) throw new Error(`${dir} holds no PGlite data (pgdata)`);
  return dir;
}

/**
 * `--name` as a number greater than zero, `fallback` when not given. `whole` asks for a whole
 * number, `orZero` lets 0 through (a count that may be none).
 */
export function numberOption(name: string, fallback: number, { whole = false, orZero = false } = {}): number {
  const given = textOption(name);
  const value = given === undefined ? fallback : Number(given);
  const fits = Number.isFinite(value) && (orZero ? value >= 0 : value > 0) && (!whole || Number.isInteger(value));
  if (!fits) throw new Error(`--${name} must be a ${whole ? 'whole ' : ''}number${orZero ? ' of 0 or more' : ' above 0'}`);
  return value;
}

/** `--name a,b` as its parts, [] when not given. */
export function listOption(name: string): string[] {
  return (textOption(name)?.split(',') ?? []).map((part) => part.trim()).filter(Boolean);
}

/** Whether the flag `--name` is given. */
export const flagOption = (name: string): boolean => process.argv.slice(2).includes(`--${name}`);
