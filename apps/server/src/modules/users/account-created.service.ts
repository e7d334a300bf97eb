import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Locale, pickLocale } from '@academy/contracts/messages';
import { eq, inArray } from 'drizzle-orm';
import { companies, companyUsers, languages, users } from '../../db/schema/tenancy.ts';
import { tenants } from '../../db/schema/tenants.ts';
import type { MailMessage } from '../../platform/mail/mail-service.ts';
import type { Services } from '../../platform/services.ts';
import { accountSetupTtlDays, issueAccountSetupLink } from '../auth/index.ts';
import { type AccountCreatedData, accountCreatedMail } from './account-created.mail.ts';

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
  const [message] = await welcomeMessages(services, [input.userId], input.locale);
  if (message) await services.mail.sendLater(message);
}

/**
 * `welcomeCreatedAccount` for many new accounts at once (an import, after its commit): the accounts and their
 * companies are read in two statements and the mails queued together (`mail.sendManyLater`), so thousands of
 * welcomes cost a few statements per 500 rather than several per person.
 */
export async function welcomeCreatedAccounts(
  services: Services,
  input: { userIds: number[]; locale: Locale },
): Promise<void> {
  const messages = await welcomeMessages(services, input.userIds, input.locale);
  if (messages.length > 0) await services.mail.sendManyLater(messages);
}

/** The welcome of each account that should get one, with its link to choose a password issued. */
async function welcomeMessages(
  services: Services,
  userIds: number[],
  locale: Locale,
): Promise<MailMessage<AccountCreatedData>[]> {
  if (userIds.length === 0) return [];
  const people = await services.db
    .select({
      id: users.id,
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
    .where(inArray(users.id, userIds));
  // The company each was made for (a new account has at most that one).
  const memberships = await services.db
    .select({
      userId: companyUsers.user_id,
      id: companies.id,
      name: companies.name,
      settings: companies.settings,
    })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(inArray(companyUsers.user_id, userIds));
  const messages: MailMessage<AccountCreatedData>[] = [];
  for (const [index, user] of people.entries()) {
    // On PGlite a query answers without waiting for I/O, so a long run of them would hold up timers and file
    // writes (the mail workers' among them): give the event loop a turn now and then.
    if (index % 100 === 99) await nextTurn();
    if (!user.email_core || !user.is_active) continue;
    const own = memberships.filter((membership) => membership.userId === user.id);
    if (own.some((membership) => membership.settings.emails_disabled)) continue;
    const link = await issueAccountSetupLink(services, {
      tenantId: user.tenant_id,
      userId: user.id,
      email: user.email,
    });
    messages.push({
      tenantId: user.tenant_id,
      to: user.email,
      template: accountCreatedMail,
      locale: user.language ? pickLocale(user.language) : locale,
      data: {
        name: user.first_name,
        tenant: user.tenant,
        company: own[0]?.name ?? null,
        link,
        expires_days: accountSetupTtlDays,
      },
      idempotencyKey: `account-created:${user.uuid}`,
      companyId: own[0]?.id,
    });
  }
  return messages;
}
