import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userTokens } from '../../db/schema/tenancy.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';

/** Wrong codes typed for one person before their live codes are void (they can ask for a new one). */
export const maxLoginCodeAttempts = 5;

/** A code a learner asks for by e-mail: for signing in now, so a quarter of an hour. */
export const mailedCodeTtlMinutes = 15;

/** A manager's single-use code waits for its person a week (handed out on paper, used the next lesson). */
export const singleUseCodeTtlDays = 7;

/** Eight digits: easy to type, and with the attempt cap and throttling far beyond guessing. */
function generateLoginCode(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, '0');
}

/**
 * Only a hash is stored, bound to its person: the same eight digits of two people hash differently, and a
 * leaked hash cannot be tried against other accounts.
 */
const codeHash = (userId: number, code: string) => hashToken(`login_code:${userId}:${code}`);

const live = (userId: number, now: Date) =>
  and(
    eq(userTokens.user_id, userId),
    eq(userTokens.purpose, 'login_code'),
    isNull(userTokens.used_at),
    gt(userTokens.expires_at, now.toISOString()),
    lt(userTokens.attempts, maxLoginCodeAttempts),
  );

export type IssuedLoginCode = { row: typeof userTokens.$inferSelect; code: string };

/**
 * Stores a new code for the person and answers it in clear, the only time it exists outside the hash.
 * A code the person asks for by mail (no issuer) voids their earlier mailed ones, so only the newest works.
 */
export async function issueLoginCode(
  db: Executor,
  input: {
    tenantId: number;
    userId: number;
    reusable: boolean;
    expiresAt: Date;
    now: Date;
    issuedById: number | null;
  },
): Promise<IssuedLoginCode> {
  if (input.issuedById === null) {
    await db
      .update(userTokens)
      .set({ used_at: input.now.toISOString() })
      .where(and(live(input.userId, input.now), isNull(userTokens.requested_by_id)));
  }
  const code = generateLoginCode();
  const [row] = await db
    .insert(userTokens)
    .values({
      tenant_id: input.tenantId,
      user_id: input.userId,
      purpose: 'login_code',
      token_hash: codeHash(input.userId, code),
      requested_by_id: input.issuedById,
      reusable: input.reusable,
      expires_at: input.expiresAt.toISOString(),
      created_at: input.now.toISOString(),
    })
    .returning();
  return { row, code };
}

/** The person's codes that still work, newest first. */
export function liveLoginCodes(db: Executor, userId: number, now: Date) {
  return db
    .select()
    .from(userTokens)
    .where(live(userId, now))
    .orderBy(desc(userTokens.created_at), desc(userTokens.id));
}

/** Revokes one live code of the person; false when there is none with that id. */
export async function revokeLoginCode(
  db: Executor,
  input: { userId: number; id: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ used_at: input.now.toISOString() })
    .where(and(live(input.userId, input.now), eq(userTokens.id, input.id)))
    .returning({ id: userTokens.id });
  return rows.length > 0;
}

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/**
 * Spends a code of the person: a single-use one is void from now on, a reusable one records its use. The
 * person's live codes are locked and each is compared in constant time (all of them, so the time does not
 * tell which matched). A wrong code counts one attempt on every live code of the person; at the cap they are
 * void. Run it in the sign-in's transaction: a failed sign-in leaves the code unspent.
 */
export async function spendLoginCode(
  db: Executor,
  input: { userId: number; value: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .select({ id: userTokens.id, token_hash: userTokens.token_hash, reusable: userTokens.reusable })
    .from(userTokens)
    .where(live(input.userId, input.now))
    .for('update');
  const typed = codeHash(input.userId, input.value);
  let match: (typeof rows)[number] | null = null;
  for (const row of rows) if (sameHash(row.token_hash, typed) && !match) match = row;
  const nowIso = input.now.toISOString();
  if (match) {
    await db
      .update(userTokens)
      .set(match.reusable ? { last_used_at: nowIso } : { last_used_at: nowIso, used_at: nowIso })
      .where(eq(userTokens.id, match.id));
    return true;
  }
  if (rows.length > 0) {
    await db
      .update(userTokens)
      .set({
        attempts: sql`${userTokens.attempts} + 1`,
        used_at: sql`case when ${userTokens.attempts} + 1 >= ${maxLoginCodeAttempts} then ${nowIso}::timestamptz else null end`,
      })
      .where(
        inArray(
          userTokens.id,
          rows.map((row) => row.id),
        ),
      );
  }
  return false;
}
