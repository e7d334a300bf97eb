import type { Locale } from '@academy/contracts/messages';
import { and, eq, sql } from 'drizzle-orm';
import { languages, users } from '../../db/schema/tenancy.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { transactionSql } from '../../platform/jobs/transaction-sql.ts';
import type { Services } from '../../platform/services.ts';
import { loginCodeMail } from './login-code.mail.ts';
import { issueLoginCode, mailedCodeTtlMinutes } from './login-codes.ts';
import { activeMemberships } from './sign-in.service.ts';

/** The job that looks the address up and mails a code, away from the request (as the password reset does). */
export const loginCodeRequestJob = 'auth.login-code-request';
type CodeRequest = { tenantId: number; email: string; locale: Locale };

export function registerLoginCodeRequestJob(services: Services): void {
  services.jobs.register<CodeRequest>(loginCodeRequestJob, (request) => mailLoginCode(services, request));
}

/** Stores the request as a job in its own transaction: the answer is the same, in the same time, for any address. */
export async function queueLoginCodeRequest(services: Services, request: CodeRequest): Promise<void> {
  await services.db.transaction(async (tx) => {
    await services.jobs.enqueue<CodeRequest>(loginCodeRequestJob, request, { db: transactionSql(tx) });
  });
}

/**
 * Mails a one-time code when the address belongs to an active person with core e-mails on and a company that
 * allows PIN sign-in (and has not turned its e-mails off); does nothing otherwise.
 */
export async function mailLoginCode(services: Services, input: CodeRequest): Promise<void> {
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
  const memberships = await activeMemberships(services.db, user.id);
  if (!memberships.some((m) => m.settings.pin_login && !m.settings.emails_disabled)) return;

  const now = services.clock.now();
  const { code, row } = await services.db.transaction((tx) =>
    issueLoginCode(tx, {
      tenantId: input.tenantId,
      userId: user.id,
      reusable: false,
      expiresAt: new Date(now.getTime() + mailedCodeTtlMinutes * 60_000),
      now,
      issuedById: null,
    }),
  );
  const link = `${services.config.publicUrl}/login?method=code&email=${encodeURIComponent(user.email)}`;
  await services.mail.sendLater({
    tenantId: input.tenantId,
    to: user.email,
    template: loginCodeMail,
    locale: user.language === 'nb' || user.language === 'en' ? user.language : input.locale,
    data: { name: user.first_name, code, link, expires_minutes: mailedCodeTtlMinutes },
    // Each request is a new code; the key keeps a retried job from mailing it twice.
    idempotencyKey: `login-code:${hashToken(row.token_hash).slice(0, 32)}`,
  });
}
