/**
 * The form's `composition` part: a JSON array of { name, strength }. The contract can only say
 * it is text of at most 5,000 characters, so its shape is checked here, with messages that name
 * the field, and the text inside is held to the same rules as every other text part (a JSON
 * escape such as \u0000 would otherwise slip a NUL or an invisible character past them).
 */
import { findTextProblem } from '../../contract/text-checks';
import type { Salt } from '../../db/database';
import { badRequest } from '../../http-error';

export const MAX_SALTS = 10;
const MAX_NAME = 100;
const MAX_STRENGTH = 50;

const refuse = (why: string) => badRequest(`'composition' ${why}`);

function salt(value: unknown, index: number): Salt {
  const where = `item ${index + 1}`;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw refuse(`${where} must be an object with 'name' and 'strength'`);
  const { name, strength = '', ...rest } = value as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown) throw refuse(`${where} has an unknown field '${unknown}'`);
  if (typeof name !== 'string' || typeof strength !== 'string') throw refuse(`${where} must have a text 'name' and 'strength'`);
  const salt = { name: name.trim(), strength: strength.trim() };
  if (salt.name.length < 1 || salt.name.length > MAX_NAME) throw refuse(`${where} must have a name of 1 to ${MAX_NAME} characters`);
  if (salt.strength.length > MAX_STRENGTH) throw refuse(`${where} must have a strength of at most ${MAX_STRENGTH} characters`);
  if (findTextProblem(salt, true)) throw refuse(`${where} must not contain NUL or invisible formatting characters`);
  return salt;
}

/** The salts the part describes; refuses anything but an array of at most MAX_SALTS valid salts. */
export function readComposition(text: string): Salt[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refuse('must be a JSON array of { "name", "strength" }');
  }
  if (!Array.isArray(parsed)) throw refuse('must be a JSON array of { "name", "strength" }');
  if (parsed.length > MAX_SALTS) throw refuse(`must have at most ${MAX_SALTS} salts`);
  return parsed.map(salt);
}
