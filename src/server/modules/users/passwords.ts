/** Slow salted hashing (argon2id) for passwords and secret answers; nothing else touches them. */
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id floor: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashSecret = (secret: string) => hash(secret, OPTIONS);

/** True when `secret` matches `stored`; false (never a throw) for a malformed hash. */
export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
}

/** Secret answers are compared trimmed and case-insensitively ("1990" = " 1990 "). */
export const normaliseAnswer = (answer: string) => answer.trim().toLowerCase();
