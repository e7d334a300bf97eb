import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/tenancy.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import type { Services } from '../../platform/services.ts';
import { recordAuthIncident } from './auth-incidents.ts';
import { consumeToken, findLiveToken, issueOneTimeToken } from './one-time-tokens.ts';
import { isUniqueViolation } from './unique-violation.ts';

/** A confirmation link for a new address stays valid for a day. */
export const emailUpdateTokenTtlMinutes = 24 * 60;

/**
 * Starts an e-mail change: a one-time token for the new address. The users module (PATCH /users/{uuid}
 * with a new `email`) issues it and mails `${publicUrl}/verify-email-update/<token>/<new address>`.
 */
export function issueEmailUpdateToken(
  db: Executor,
  input: { tenantId: number; userId: number; newEmail: string; now: Date },
): Promise<string> {
  return issueOneTimeToken(db, {
    tenantId: input.tenantId,
    userId: input.userId,
    purpose: 'email_update',
    ttlMinutes: emailUpdateTokenTtlMinutes,
    now: input.now,
    email: input.newEmail.trim().toLowerCase(),
  });
}

const verifyTokenInvalid = () => fieldError('token', 'validation.verify_token_invalid');

/** The new address a live link is for (spec §7 validate-verify-email-update); 422 otherwise. */
export async function checkEmailUpdate(
  services: Services,
  input: { tenantId: number; token: string; email: string },
): Promise<{ email: string }> {
  const match = { ...input, purpose: 'email_update' as const, now: services.clock.now() };
  const token = await findLiveToken(services.db, match);
  if (!token?.email) throw verifyTokenInvalid();
  return { email: token.email };
}

/**
 * Applies the new address (spec §7 confirmed-verify-email-update) and uses the link up, in one
 * transaction; if someone registered the address meanwhile, nothing changes and the answer is 422.
 */
export async function confirmEmailUpdate(
  services: Services,
  input: { tenantId: number; token: string; email: string; ip: string },
): Promise<{ userId: number }> {
  const now = services.clock.now();
  const match = {
    tenantId: input.tenantId,
    token: input.token,
    email: input.email,
    purpose: 'email_update' as const,
    now,
  };
  try {
    return await services.db.transaction(async (tx) => {
      const token = await consumeToken(tx, match);
      if (!token?.email) throw verifyTokenInvalid();
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.tenant_id, input.tenantId),
            sql`lower(${users.email}) = ${token.email}`,
            ne(users.id, token.user_id),
          ),
        );
      if (taken) throw fieldError('email', 'validation.email_taken');
      const [user] = await tx
        .update(users)
        .set({ email: token.email, email_verified_at: now.toISOString(), updated_at: now.toISOString() })
        .where(eq(users.id, token.user_id))
        .returning({ id: users.id, uuid: users.uuid });
      await recordAuthIncident(tx, {
        tenantId: input.tenantId,
        event: 'email_updated',
        user,
        data: { ip: input.ip },
      });
      return { userId: user.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', 'validation.email_taken');
    throw error;
  }
}
