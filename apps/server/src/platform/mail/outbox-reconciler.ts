import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/tenancy.ts';
import { owedJobs } from '../jobs/owed-jobs.ts';
import type { Services } from '../services.ts';
import { mailDeliveryJob, urgentMailDeliveryJob } from './mail-service.ts';

/** The reconciler of the outbox, every five minutes: a mail queued with no delivery job is failed. */
export const outboxReconcilerJob = 'mail.reconcile-outbox';
const stuckMinutes = 30;

/**
 * An outbox row still `queued` half an hour on, with no open delivery job in either queue, will never be
 * sent: its job was lost (a crash between the row and its job, before both were one transaction) and the
 * rendered mail lived only in it. The row is failed with the reason, so the mail log says so instead of
 * "queued" for ever.
 */
export async function reconcileOutbox(services: Pick<Services, 'db' | 'database' | 'clock'>) {
  const before = new Date(services.clock.now().getTime() - stuckMinutes * 60_000).toISOString();
  const stuck = await services.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'queued'), lt(mailOutbox.created_at, before)));
  const ids = stuck.map((row) => row.id);
  const open = new Set<string>();
  for (const queue of [mailDeliveryJob, urgentMailDeliveryJob])
    for (const [id, jobs] of await owedJobs(services.database, queue, 'outboxId', ids))
      if (jobs.open) open.add(id);
  const lost = ids.filter((id) => !open.has(String(id)));
  if (lost.length > 0)
    await services.db
      .update(mailOutbox)
      .set({ status: 'failed', error: 'No delivery job: the mail was never sent.', updated_at: sql`now()` })
      .where(and(inArray(mailOutbox.id, lost), eq(mailOutbox.status, 'queued')));
  return lost.length;
}
