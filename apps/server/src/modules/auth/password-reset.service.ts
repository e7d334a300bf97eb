import type { Locale } from '@academy/contracts/messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { accessTokens, languages, users } from '../../db/schema/tenancy.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { transactionSql } from '../../platform/jobs/transaction-sql.ts';
import type { Services } from '../../platform/services.ts';
import { recordAuthIncident } from './auth-incidents.ts';
import { consumeToken, findLiveToken, issueOneTimeToken, voidAccountTokens } from './one-time-tokens.ts';
import { passwordResetMail } from './password-reset.mail.ts';

/** A reset link works once, for one hour. */
export const resetTokenTtlMinutes = 60;

/** The link of a new account (created by a manager or administrator) to choose a first password: a week. */
export const accountSetupTtlDays = 7;

/**
 * The token of a new account's "choose your password" link: a reset token (the same page sets the password)
 * that lasts a week, since the person may not read the mail the same hour. Returns the link's path.
 */
export async function issueAccountSetupLink(
  services: Services,
  input: { tenantId: number; userId: number; email: string },
): Promise<string> {
  const token = await issueOneTimeToken(services.db, {
    tenantId: input.tenantId,
    userId: input.userId,
    purpose: 'password_reset',
    ttlMinutes: accountSetupTtlDays * 24 * 60,
    now: services.clock.now(),
    email: input.email,
  });
  return `${services.config.publicUrl}/reset-password/${token}/${encodeURIComponent(input.email)}`;
}

/** The job that looks the address up and mails the link, away from the request (see queuePasswordResetRequest). */
export const passwordResetRequestJob = 'auth.password-reset-request';
type ResetRequest = { tenantId: number; email: string; locale: Locale };

export function registerPasswordResetJob(services: Services): void {
  services.jobs.register<ResetRequest>(passwordResetRequestJob, (request) =>
    requestPasswordReset(services, request),
  );
}

/**
 * The forgotten-password entry points answer the same, in the same time, whether or not the address has an
 * account (issue 9): the lookup, the token and the mail happen in a job, which the request only stores. It is
 * queued in a transaction of its own so that, without the job worker (tests, JOBS=false), it runs inline
 * after that commit, unawaited, as a queued job would: either way the answer never waits for the work.
 */
export async function queuePasswordResetRequest(services: Services, request: ResetRequest): Promise<void> {
  await services.db.transaction(async (tx) => {
    await services.jobs.enqueue<ResetRequest>(passwordResetRequestJob, request, { db: transactionSql(tx) });
  });
}

/**
 * Sends a reset link when the address belongs to an active user of the tenant who has core e-mails on
 * (spec §6); does nothing otherwise. The caller answers the same in both cases, so addresses cannot be probed.
 */
export async function requestPasswordReset(
  services: Services,
  input: { tenantId: number; email: string; locale: Locale },
): Promise<void> {
  const [user] = await services.db
    .select({ id: users.id, email: users.email, first_name: users.first_name, language: languages.code })
    .from(users)
    .leftJoin(languages, eq(languages.id, users.preferred_language_id))
    .where(
      and(
        eq(users.tenant_id, input.tenantId),
        sql`lower(${users.email}) = ${input.email.trim().toLowerCase()}`,
        eq(users.is_active, true),
        eq(users.email_core, true),
      ),
    );
  if (!user) return;

  const token = await services.db.transaction((tx) =>
    issueOneTimeToken(tx, {
      tenantId: input.tenantId,
      userId: user.id,
      purpose: 'password_reset',
      ttlMinutes: resetTokenTtlMinutes,
      now: services.clock.now(),
      email: user.email,
    }),
  );
  const link = `${services.config.publicUrl}/reset-password/${token}/${encodeURIComponent(user.email)}`;
  // Sent from a job (retried on failure); the answer does not wait for the mail server.
  await services.mail.sendLater({
    tenantId: input.tenantId,
    to: user.email,
    template: passwordResetMail,
    locale: user.language === 'nb' || user.language === 'en' ? user.language : input.locale,
    data: { name: user.first_name, link, expires_minutes: resetTokenTtlMinutes },
    // Each request is its own event (a new link); the key keeps a retried job from mailing it twice.
    idempotencyKey: `password-reset:${hashToken(token).slice(0, 32)}`,
  });
}

const resetTokenInvalid = () => fieldError('token', 'validation.reset_token_invalid');

/**
 * Sets a new password with a reset link (spec §7 POST /auth/reset-password), which works only for the address
 * it was mailed to. The token and every other outstanding link of the account are used up, every session of the
 * user is ended (whoever had the old password is signed out) and an incident is recorded, all in one
 * transaction. Following the link also proves the address, so it counts as verified.
 */
export async function resetPassword(
  services: Services,
  input: { tenantId: number; email: string; token: string; password: string; ip: string },
): Promise<{ userId: number }> {
  const [user] = await services.db
    .select({ id: users.id, uuid: users.uuid, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.tenant_id, input.tenantId),
        sql`lower(${users.email}) = ${input.email.trim().toLowerCase()}`,
      ),
    );
  if (!user) throw resetTokenInvalid();
  const now = services.clock.now();
  const match = {
    tenantId: input.tenantId,
    purpose: 'password_reset' as const,
    token: input.token,
    userId: user.id,
    // Bound to the address it was mailed to: a link sent before the address changed no longer works.
    email: user.email,
    now,
  };
  // Checked before hashing so a wrong link costs no argon2 work; used up below, atomically.
  if (!(await findLiveToken(services.db, match))) throw resetTokenInvalid();
  const passwordHash = await hashPassword(input.password);

  await services.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, match))) throw resetTokenInvalid();
    // A new password voids every other link of the account (a pending e-mail change, an older setup link).
    await voidAccountTokens(tx, user.id, now);
    await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        email_verified_at: sql`coalesce(${users.email_verified_at}, ${now.toISOString()}::timestamptz)`,
        updated_at: now.toISOString(),
      })
      .where(eq(users.id, user.id));
    await tx
      .update(accessTokens)
      .set({ revoked_at: now.toISOString() })
      .where(and(eq(accessTokens.user_id, user.id), isNull(accessTokens.revoked_at)));
    await recordAuthIncident(tx, {
      tenantId: input.tenantId,
      event: 'password_reset',
      user,
      data: { ip: input.ip },
    });
  });
  return { userId: user.id };
}
