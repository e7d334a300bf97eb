import type { Locale } from '@academy/contracts/messages';
import type { Executor } from '../../db/client.ts';
import { transactionSql } from '../../platform/jobs/transaction-sql.ts';
import type { Services } from '../../platform/services.ts';
import { welcomeCreatedAccount, welcomeCreatedAccounts } from './account-created.service.ts';
import { mailInvitation } from './company-invitations.service.ts';

/**
 * The job that mails people a manager added: the welcome of each new account and the invitation of each
 * existing one. Both mails carry idempotency keys, so a retried job mails nobody twice.
 */
export const accountMailsJob = 'users.account-mails';
export type AccountMails = {
  tenantId: number;
  locale: Locale;
  createdIds: number[];
  invitations: { userId: number; companyId: number; token: string }[];
  /** Many at once (an import): the welcomes are queued together, a few statements per 500. */
  bulk?: boolean;
};

export function registerAccountMailsJob(services: Services): void {
  services.jobs.register<AccountMails>(accountMailsJob, async (mails) => {
    const { tenantId, locale, createdIds } = mails;
    if (mails.bulk) await welcomeCreatedAccounts(services, { userIds: createdIds, locale });
    else for (const userId of createdIds) await welcomeCreatedAccount(services, { userId, locale });
    for (const invitation of mails.invitations)
      await mailInvitation(services, { tenantId, locale, ...invitation });
  });
}

/**
 * Queues the mails in `tx`, the transaction that created the accounts or invitations: they go out once it has
 * committed, never for one that rolled back, and a crash in between only delays them. The answer never waits
 * for the mails (nor, therefore, tells by its time whether an address had an account).
 */
export async function mailAccountsAfterCommit(
  services: Pick<Services, 'jobs'>,
  tx: Executor,
  mails: AccountMails,
): Promise<void> {
  if (mails.createdIds.length === 0 && mails.invitations.length === 0) return;
  await services.jobs.enqueue<AccountMails>(accountMailsJob, mails, { db: transactionSql(tx) });
}
