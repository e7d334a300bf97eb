import type { Executor } from '../../../db/client.ts';
import { whenTransactionEnds } from '../../../platform/jobs/transaction-outcome.ts';
import { transactionSql } from '../../../platform/jobs/transaction-sql.ts';
import type { Services } from '../../../platform/services.ts';

/**
 * Takes back the objects an upload stored when the caller's transaction `tx` rolls back (another field of the
 * form was wrong): the files are stored before the rows, so the rows' transaction decides. What follows a
 * commit is a job queued in `tx` instead (a transcode, the removal of replaced objects). This clean-up alone
 * stays in memory: a crash before it leaves only objects no row names, which nothing serves.
 */
export async function whenRolledBack(
  tx: Executor,
  services: Pick<Services, 'db'>,
  what: string,
  work: () => Promise<void>,
): Promise<void> {
  await whenTransactionEnds(transactionSql(tx), services.db, what, async (outcome) => {
    if (outcome === 'rolled back') await work();
  });
}
