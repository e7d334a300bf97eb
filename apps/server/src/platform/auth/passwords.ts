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

/**
 * The argon2id hash of a random value nobody kept, made with the same parameters as real hashes, so
 * verifying against it costs exactly what a real verification costs (and never succeeds).
 */
const dummyHash =
  '$argon2id$v=19$m=19456,t=2,p=1$U6rBaocVzzu/02vxOuoEpw$oOmsDzgARVuCDx1Nz2EOdX+3JtMvGL56eF/0tVdBbfM';

/**
 * Spends the same argon2id work as a real verification and always fails. Called for unknown addresses
 * (and users without a password) so that "no such user" and "wrong password" take the same time.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword(dummyHash, password);
  return false;
}
