import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accessTokens } from '../../db/schema/tenancy.ts';
import { generateToken, hashToken } from './token-hash.ts';

export type IssuedToken = { token: string; id: number; expiresAt: Date };

/** Issues a bearer token; every sign-in path ends here (DESIGN §5). Its expiry is the user's logout_at. */
export async function issueAccessToken(
  db: Executor,
  input: {
    tenantId: number;
    userId: number;
    method: string;
    companyId?: number | null;
    ttlMinutes: number;
    now: Date;
  },
): Promise<IssuedToken> {
  const token = generateToken();
  const expiresAt = new Date(input.now.getTime() + input.ttlMinutes * 60_000);
  const [row] = await db
    .insert(accessTokens)
    .values({
      tenant_id: input.tenantId,
      user_id: input.userId,
      token_hash: hashToken(token),
      method: input.method,
      company_id: input.companyId ?? null,
      expires_at: expiresAt.toISOString(),
    })
    .returning({ id: accessTokens.id });
  return { token, id: row.id, expiresAt };
}

export async function revokeAccessToken(db: Executor, tokenId: number, now: Date): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revoked_at: now.toISOString() })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revoked_at)));
}

/**
 * Ends every session of a user (deactivation, password reset): the tokens are revoked in the database, not
 * only refused while the user is inactive, so reactivating the account does not bring old sessions back.
 */
export async function revokeUserTokens(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revoked_at: now.toISOString() })
    .where(and(eq(accessTokens.user_id, userId), isNull(accessTokens.revoked_at)));
}
