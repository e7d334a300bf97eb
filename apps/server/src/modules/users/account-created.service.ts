import { type Locale, pickLocale } from '@academy/contracts/messages';
import { eq } from 'drizzle-orm';
import { companies, companyUsers, languages, users } from '../../db/schema/tenancy.ts';
import { tenants } from '../../db/schema/tenants.ts';
import type { Services } from '../../platform/services.ts';
import { accountSetupTtlDays, issueAccountSetupLink } from '../auth/index.ts';
import { accountCreatedMail } from './account-created.mail.ts';

/**
 * Welcomes a person whose account a manager or administrator just created (after the commit): a mail in their
 * language (else the creator's) with a link to choose a password. Nothing goes out when the company has
 * e-mails disabled or the account's core e-mails are off (spec §6: a password e-mail is a core e-mail); the
 * account is welcomed once, whatever retries happen.
 */
export async function welcomeCreatedAccount(
  services: Services,
  input: { userId: number; locale: Locale },
): Promise<void> {
  const [user] = await services.db
    .select({
      uuid: users.uuid,
      tenant_id: users.tenant_id,
      email: users.email,
      first_name: users.first_name,
      email_core: users.email_core,
      is_active: users.is_active,
      language: languages.code,
      tenant: tenants.name,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenant_id))
    .leftJoin(languages, eq(languages.id, users.preferred_language_id))
    .where(eq(users.id, input.userId));
  if (!user?.email_core || !user.is_active) return;
  // The company it was made for (a new account has at most that one).
  const memberships = await services.db
    .select({ id: companies.id, name: companies.name, settings: companies.settings })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(eq(companyUsers.user_id, input.userId));
  if (memberships.some((membership) => membership.settings.emails_disabled)) return;
  const company = memberships[0]?.name ?? null;
  const link = await issueAccountSetupLink(services, {
    tenantId: user.tenant_id,
    userId: input.userId,
    email: user.email,
  });
  await services.mail.sendLater({
    tenantId: user.tenant_id,
    to: user.email,
    template: accountCreatedMail,
    locale: user.language ? pickLocale(user.language) : input.locale,
    data: { name: user.first_name, tenant: user.tenant, company, link, expires_days: accountSetupTtlDays },
    idempotencyKey: `account-created:${user.uuid}`,
    companyId: memberships[0]?.id,
  });
}
