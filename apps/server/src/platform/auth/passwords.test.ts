import { describe, expect, it } from 'vitest';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id at m=19456 KiB, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('spends real argon2id work on unknown users and always fails', async () => {
    const hash = await hashPassword('secret');
    // The fastest of a few runs: machine load only ever adds time, so minimums compare fairly.
    const fastest = async (work: () => Promise<unknown>) => {
      let best = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 3; run += 1) {
        const started = performance.now();
        await work();
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const real = await fastest(() => verifyPassword(hash, 'guess'));
    const dummy = await fastest(() => verifyDummyPassword('guess'));
    expect(await verifyDummyPassword('guess')).toBe(false);
    // Same parameters, same work: within a generous factor, never a shortcut.
    expect(dummy).toBeGreaterThan(real / 3);
  });
});
