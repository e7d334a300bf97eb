import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companyInvitations, users } from '../../db/schema/tenancy.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { violatedUniqueConstraint } from '../../platform/resource/unique-fields.ts';
import type { Services } from '../../platform/services.ts';
import {
  consumeToken,
  findLiveToken,
  issueOneTimeToken,
  recordAuthIncident,
  voidAccountTokens,
} from '../auth/index.ts';
import { requesterMayStillAsk } from './email-change-authority.ts';

/** A confirmation link for a new address stays valid for a day. */
export const emailUpdateTokenTtlMinutes = 24 * 60;

/**
 * Starts an e-mail change: a one-time token for the new address, with who asked for it. PATCH /users/{uuid}
 * with a new `email` issues it (email-change.service.ts) and mails
 * `${publicUrl}/verify-email-update/<token>/<new address>`.
 */
export function issueEmailUpdateToken(
  db: Executor,
  input: { tenantId: number; userId: number; newEmail: string; requestedById: number; now: Date },
): Promise<string> {
  return issueOneTimeToken(db, {
    tenantId: input.tenantId,
    userId: input.userId,
    purpose: 'email_update',
    ttlMinutes: emailUpdateTokenTtlMinutes,
    now: input.now,
    email: input.newEmail,
    requestedById: input.requestedById,
  });
}

const verifyTokenInvalid = () => fieldError('token', 'validation.verify_token_invalid');

/**
 * The new address a live link is for (spec §7 validate-verify-email-update); 422 otherwise, also when whoever
 * asked for the change could no longer ask for it.
 */
export async function checkEmailUpdate(
  services: Services,
  input: { tenantId: number; token: string; email: string },
): Promise<{ email: string }> {
  const match = { ...input, purpose: 'email_update' as const, now: services.clock.now() };
  const token = await findLiveToken(services.db, match);
  if (!token?.email || !(await requesterMayStillAsk(services.db, token))) throw verifyTokenInvalid();
  return { email: token.email };
}

/** Invitations mailed to the old address: whoever still reads it must not be able to accept them. */
async function voidOpenInvitations(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(companyInvitations)
    .set({ expires_at: now.toISOString(), updated_at: now.toISOString() })
    .where(and(eq(companyInvitations.user_id, userId), isNull(companyInvitations.accepted_at)));
}

/**
 * Applies the new address (spec §7 confirmed-verify-email-update) and uses the link up, in one transaction.
 * Whoever asked must still be allowed to ask (requesterMayStillAsk); if not, the link is used up and nothing
 * changes. The new address voids every other link of the account (reset and setup links, invitations), since
 * they went to the old one. If someone registered the address meanwhile, nothing changes, the link stays and
 * the answer is 422 on `email`.
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
  let outcome: { userId: number } | 'refused';
  try {
    outcome = await services.db.transaction(async (tx) => {
      const token = await consumeToken(tx, match);
      if (!token?.email) throw verifyTokenInvalid();
      // Committed with the link used up: a refused link does not come back if the authority does.
      if (!(await requesterMayStillAsk(tx, token))) return 'refused' as const;
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
      await voidAccountTokens(tx, user.id, now);
      await voidOpenInvitations(tx, user.id, now);
      await recordAuthIncident(tx, {
        tenantId: input.tenantId,
        event: 'email_updated',
        user,
        data: { ip: input.ip, requested_by_id: token.requested_by_id },
      });
      return { userId: user.id };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) !== null) throw fieldError('email', 'validation.email_taken');
    throw error;
  }
  if (outcome === 'refused') throw verifyTokenInvalid();
  return outcome;
}
