import type { Locale } from '@academy/contracts/messages';
import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema/tenancy.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { transactionSql } from '../../platform/jobs/transaction-sql.ts';
import type { ResourceContext, RowOf } from '../../platform/resource/define-resource.ts';
import type { Services } from '../../platform/services.ts';
import { issueEmailUpdateToken } from './email-change-links.service.ts';
import { emailUpdateMail } from './email-update.mail.ts';
import { emailUpdateNoticeMail } from './email-update-notice.mail.ts';
import { mayLearnAddressIsTaken } from './user-reach.policy.ts';

/** The user as an address change reads them: their language is computed with the row (users.resource.ts). */
type ChangingUser = Pick<RowOf<typeof users>, 'id' | 'email' | 'first_name'> & {
  preferred_language: string | null;
};

const normalized = (email: string) => email.trim().toLowerCase();

export const isEmailChange = (user: ChangingUser, email: unknown): email is string =>
  typeof email === 'string' && normalized(email) !== normalized(user.email);

async function addressTaken(context: ResourceContext, email: string, userId: number): Promise<boolean> {
  const [taken] = await context.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenant_id, context.actor.tenantId),
        sql`lower(${users.email}) = ${normalized(email)}`,
        ne(users.id, userId),
      ),
    );
  return taken !== undefined;
}

/**
 * A change of e-mail address never applies directly (issue 9, spec §7 verify-email-update): it issues a link
 * for the new address, mails it there and tells the address in use, and the user's address changes only when
 * the link is confirmed. The mails go out once the change is committed, in the user's own language.
 *
 * Only administrators, who see every user of the tenant, are told at once that the address belongs to
 * someone else; anyone else would learn from it which addresses have accounts. For them the link is issued
 * all the same (the answer is identical) but not mailed, and confirming it would be refused anyway.
 */
export async function requestEmailChange(
  context: ResourceContext,
  user: ChangingUser,
  email: string,
): Promise<void> {
  const { actor, services } = context;
  const taken = await addressTaken(context, email, user.id);
  if (taken && mayLearnAddressIsTaken(actor)) throw fieldError('email', 'validation.email_taken');
  const token = await issueEmailUpdateToken(context.db, {
    tenantId: actor.tenantId,
    userId: user.id,
    newEmail: email,
    // Kept with the change: confirming it asks again whether they may (email-change-authority.ts).
    requestedById: actor.user!.id,
    now: services.clock.now(),
  });
  const newEmail = normalized(email);
  const preferred = user.preferred_language;
  const locale: Locale = preferred === 'en' || preferred === 'nb' ? preferred : context.locale;
  const link = `${services.config.publicUrl}/verify-email-update/${token}/${encodeURIComponent(newEmail)}`;
  // Queued in the change's transaction: mailed once it has committed, and a crash in between only delays it.
  await services.jobs.enqueue<EmailChangeMails>(
    emailChangeMailsJob,
    {
      tenantId: actor.tenantId,
      name: String(user.first_name),
      oldEmail: String(user.email),
      newEmail,
      link,
      locale,
      // The new address is mailed only when it has no account: otherwise the link would go to its owner.
      mailNewAddress: !taken,
      key: hashToken(token).slice(0, 32),
    },
    { db: transactionSql(context.db) },
  );
}

/** The job that mails an address change: the link to the new address, the notice to the one in use. */
export const emailChangeMailsJob = 'users.email-change-mails';
type EmailChangeMails = {
  tenantId: number;
  name: string;
  oldEmail: string;
  newEmail: string;
  link: string;
  locale: Locale;
  mailNewAddress: boolean;
  /** From the token: each change is mailed once, whatever retries happen. */
  key: string;
};

export function registerEmailChangeMailsJob(services: Services): void {
  services.jobs.register<EmailChangeMails>(emailChangeMailsJob, async (mails) => {
    if (mails.mailNewAddress) {
      await services.mail.sendLater({
        tenantId: mails.tenantId,
        to: mails.newEmail,
        template: emailUpdateMail,
        locale: mails.locale,
        data: { name: mails.name, email: mails.newEmail, link: mails.link },
        idempotencyKey: `email-update:${mails.key}`,
      });
    }
    await services.mail.sendLater({
      tenantId: mails.tenantId,
      to: mails.oldEmail,
      template: emailUpdateNoticeMail,
      locale: mails.locale,
      data: { name: mails.name, new_email: mails.newEmail },
      idempotencyKey: `email-update-notice:${mails.key}`,
    });
  });
}
