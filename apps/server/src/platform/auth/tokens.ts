import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accessTokens, type LaunchVia } from '../../db/schema/tenancy.ts';
import { generateToken, hashToken } from './token-hash.ts';

export type IssuedToken = { token: string; id: number; expiresAt: Date };
/** Where a launch session came from and the course it opens (actor.ts, LaunchPrincipal). */
export type LaunchSource = { via: LaunchVia; sourceId: number; courseId: number | null };

/** Issues a bearer token; every sign-in path ends here (DESIGN §5). Its expiry is the user's logout_at. */
export async function issueAccessToken(
  db: Executor,
  input: {
    tenantId: number;
    userId: number;
    method: string;
    companyId?: number | null;
    /** Set for a session that began in a partner's, an LMS's or an LTI platform's system. */
    launch?: LaunchSource | null;
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
      launch_via: input.launch?.via ?? null,
      launch_source_id: input.launch?.sourceId ?? null,
      launch_course_id: input.launch?.courseId ?? null,
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

/**
 * Ends the launch sessions of sources that were revoked, deleted or switched off (a partner integration, the
 * SCORM registrations of a package, an LTI registration). Answers the people whose sessions ended: the caller
 * hands them to the actor cache (`forgetUsers`), which announces it to every process.
 */
export async function revokeLaunchSessions(
  db: Executor,
  via: LaunchVia,
  sourceIds: number[],
  now: Date,
): Promise<number[]> {
  if (sourceIds.length === 0) return [];
  const ended = await db
    .update(accessTokens)
    .set({ revoked_at: now.toISOString() })
    .where(
      and(
        eq(accessTokens.launch_via, via),
        inArray(accessTokens.launch_source_id, sourceIds),
        isNull(accessTokens.revoked_at),
      ),
    )
    .returning({ user_id: accessTokens.user_id });
  return [...new Set(ended.map((row) => row.user_id))];
}
