import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companyReports } from '../../db/schema/learning.ts';
import { HttpError } from '../../platform/http/http-error.ts';

/**
 * Reports a company may have open (pending or being written) at once. Each is a job that reads every row in
 * scope; a company asking for more waits for its running ones, so it cannot fill the queue for everyone.
 */
export const openReportLimit = 5;

/** The advisory-lock class of a company's report slots (the second key is the company id). */
const reportSlotLockClass = 0x72736c74;

/**
 * Refuses a new report (429, translated) while the company has `openReportLimit` open ones. Runs in the
 * create's transaction, holding a lock per company until it commits, so two requests at once cannot both take
 * the last slot. A report open for more than a day lost its job (it is not retried that long) and no longer
 * counts, so it cannot block the company for good.
 */
export async function assertReportSlot(db: Executor, companyId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${reportSlotLockClass}, ${companyId})`);
  const [{ open }] = await db
    .select({ open: count() })
    .from(companyReports)
    .where(
      and(
        eq(companyReports.company_id, companyId),
        inArray(companyReports.status, ['pending', 'processing']),
        gt(companyReports.created_at, sql`now() - interval '1 day'`),
      ),
    );
  if (open >= openReportLimit)
    throw new HttpError(429, 'reports.too_many_open', undefined, [openReportLimit], { 'Retry-After': '30' });
}
