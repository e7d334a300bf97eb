import { describe, expect, it, vi } from 'vitest';

// The real argon2, watched: which hashes are verified, and whether each verification ran or was refused.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...actual, verify: vi.fn(actual.verify) };
});
// Test files share their worker's modules (vitest.config.ts): an earlier file may have loaded passwords.ts with
// the real argon2, so both are loaded afresh here, after the mock.
vi.resetModules();
const { verify } = await import('@node-rs/argon2');
const { hashPassword, verifyDummyPassword, verifyPassword } = await import('./passwords.ts');

/** `$argon2id$v=19$m=…,t=…,p=…$<salt>$<hash>`: the algorithm and costs, and the salt's and hash's lengths. */
const shape = (encoded: string) => {
  const [, algorithm, version, costs, salt, digest] = encoded.split('$');
  return { algorithm, version, costs, saltLength: salt.length, hashLength: digest.length };
};

describe('passwords', () => {
  it('hashes with argon2id at m=19456 KiB, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('spends real argon2id work on unknown users and always fails', async () => {
    // The same work as a real verification, shown without a stopwatch (machine load would blur one):
    // argon2 verifies a well-formed hash of exactly the shape real hashes have — same algorithm, costs,
    // salt and digest lengths — and answers false instead of refusing the hash (which would cost nothing).
    const real = await hashPassword('secret');
    const argon2Verify = vi.mocked(verify);
    argon2Verify.mockClear();
    expect(await verifyDummyPassword('guess')).toBe(false);
    expect(argon2Verify).toHaveBeenCalledTimes(1);
    const [dummyHash] = argon2Verify.mock.calls[0];
    expect(shape(String(dummyHash))).toEqual(shape(real));
    await expect(argon2Verify.mock.results[0].value).resolves.toBe(false);
  });
});
