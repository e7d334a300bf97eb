import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userTokens } from '../../db/schema/tenancy.ts';
import { generateToken, hashToken } from '../../platform/auth/token-hash.ts';

export type OneTimePurpose = 'password_reset' | 'email_update';

const normalized = (email: string) => email.trim().toLowerCase();

/**
 * Issues a one-time token (a link in a mail) and voids the user's earlier unused ones of the same purpose,
 * so only the newest link works. Only the SHA-256 hash is stored, with the address the link goes to: the
 * token is bound to it (see TokenMatch.email).
 */
export async function issueOneTimeToken(
  db: Executor,
  input: {
    tenantId: number;
    userId: number;
    purpose: OneTimePurpose;
    ttlMinutes: number;
    now: Date;
    /** The address the link is mailed to. */
    email: string;
    /** Who asked for it, when that is not the mail's recipient acting alone (an e-mail change). */
    requestedById?: number;
  },
): Promise<string> {
  const token = generateToken();
  await db
    .update(userTokens)
    .set({ used_at: input.now.toISOString() })
    .where(
      and(
        eq(userTokens.user_id, input.userId),
        eq(userTokens.purpose, input.purpose),
        isNull(userTokens.used_at),
      ),
    );
  await db.insert(userTokens).values({
    tenant_id: input.tenantId,
    user_id: input.userId,
    purpose: input.purpose,
    token_hash: hashToken(token),
    email: normalized(input.email),
    requested_by_id: input.requestedById ?? null,
    expires_at: new Date(input.now.getTime() + input.ttlMinutes * 60_000).toISOString(),
  });
  return token;
}

type TokenMatch = {
  tenantId: number;
  purpose: OneTimePurpose;
  token: string;
  now: Date;
  userId?: number;
  /**
   * The address the token must have been mailed to: the new address of an e-mail change, or the account's
   * current address for a reset link (a link that went to an address the account no longer has is refused;
   * so is a token stored without one).
   */
  email: string;
};

function liveTokenCondition(match: TokenMatch) {
  return and(
    eq(userTokens.tenant_id, match.tenantId),
    eq(userTokens.purpose, match.purpose),
    eq(userTokens.token_hash, hashToken(match.token)),
    isNull(userTokens.used_at),
    gt(userTokens.expires_at, match.now.toISOString()),
    match.userId === undefined ? undefined : eq(userTokens.user_id, match.userId),
    sql`lower(${userTokens.email}) = ${normalized(match.email)}`,
  );
}

/** The unused, unexpired token matching, without using it up. */
export async function findLiveToken(db: Executor, match: TokenMatch) {
  const [row] = await db.select().from(userTokens).where(liveTokenCondition(match));
  return row ?? null;
}

/**
 * Uses the token up in one conditional update: of two concurrent requests with the same link only one
 * gets the row back, so a link can never be used twice.
 */
export async function consumeToken(db: Executor, match: TokenMatch) {
  const [row] = await db
    .update(userTokens)
    .set({ used_at: match.now.toISOString() })
    .where(liveTokenCondition(match))
    .returning();
  return row ?? null;
}

/**
 * Voids every outstanding one-time token of the account (reset, account setup, e-mail change): what was mailed
 * before its address or password changed, or before it was switched off, must not work afterwards.
 */
export async function voidAccountTokens(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ used_at: now.toISOString() })
    .where(and(eq(userTokens.user_id, userId), isNull(userTokens.used_at)));
}
