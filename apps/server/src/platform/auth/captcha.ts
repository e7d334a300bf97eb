import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge, Payload } from 'altcha-lib/v1/types';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';

/**
 * ALTCHA proof-of-work captcha (DESIGN §2): challenges are signed with the app secret, so any server
 * process can verify them, and each solved challenge is accepted once.
 *
 * The `v1` challenge format is used because it is the one parameterised by `maxnumber` (the
 * ALTCHA_MAX_NUMBER setting, cheap in tests) and the `altcha` widget still solves it.
 */
const challengeLifetimeMinutes = 20;

/** What the widget posts back: base64 of this JSON. */
const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().max(200),
  number: z.number().int().min(0),
  salt: z.string().max(500),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export function createCaptchaChallenge(config: Config, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    hmacKey: config.appSecret,
    maxnumber: config.altchaMaxNumber,
    expires: new Date(now.getTime() + challengeLifetimeMinutes * 60_000),
  });
}

/**
 * True when the payload solves a challenge this server signed, that challenge has not expired by the
 * application clock, and it was not used before. Anything malformed is simply false.
 */
export async function verifyCaptcha(
  db: Executor,
  config: Config,
  encodedPayload: string,
  now: Date,
): Promise<boolean> {
  const payload = decodePayload(encodedPayload);
  if (!payload) return false;
  const expiresAt = expiryOf(payload);
  if (!expiresAt || expiresAt <= now) return false;
  // The library's own expiry check reads the system clock; ours uses the application clock (tests move it).
  if (!(await verifySolution(payload, config.appSecret, false))) return false;
  return claimChallenge(db, payload.signature, expiresAt, now);
}

function decodePayload(encoded: string): Payload | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function expiryOf(payload: Payload): Date | null {
  const seconds = Number.parseInt(extractParams(payload).expires ?? '', 10);
  return Number.isFinite(seconds) ? new Date(seconds * 1000) : null;
}

/**
 * Remembers the challenge's signature until the challenge expires, in one statement that only succeeds
 * for the first claimant (across processes too): a replayed solution finds the row still live.
 */
async function claimChallenge(db: Executor, signature: string, expiresAt: Date, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    insert into rate_limits (key, hits, reset_at) values (${`altcha:${signature}`}, 1, ${expiresAt.toISOString()}::timestamptz)
    on conflict (key) do update set hits = 1, reset_at = excluded.reset_at
      where rate_limits.reset_at <= ${now.toISOString()}::timestamptz
    returning key`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}
