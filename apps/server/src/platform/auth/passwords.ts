import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id at the OWASP-recommended parameters (DESIGN §2): 19 MiB, 2 passes, 1 lane.
 * `Algorithm` is a const enum that isolated modules cannot read, hence the literal (2 = Argon2id).
 */
const argon2idOptions = {
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

/** True when the password matches the stored hash; a malformed hash counts as a mismatch, never a crash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same argon2id work as a real verification and always fails. Called for unknown addresses
 * (and users without a password) so that "no such user" and "wrong password" take the same time.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
