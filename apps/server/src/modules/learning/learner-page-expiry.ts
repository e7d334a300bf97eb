import { and, eq, gt, min } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { certificates } from '../../db/schema/learning.ts';

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/**
 * When what a learner's page shows stops being true by time alone, though no row changed: at their next
 * certificate's expiry (completed becomes expired), or at the next quarter hour. Enrollments and a company's
 * courses begin and end by the day, and a new day begins at some quarter hour in every time zone the database
 * may count its `current_date` in; the app's own "today" is UTC's.
 */
export async function learnerPageValidUntil(db: Executor, userId: number, now: Date): Promise<number> {
  const nextQuarter = (Math.floor(now.getTime() / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS;
  const [next] = await db
    .select({ expiry: min(certificates.expires_at) })
    .from(certificates)
    .where(and(eq(certificates.user_id, userId), gt(certificates.expires_at, now.toISOString())));
  return next?.expiry ? Math.min(nextQuarter, Date.parse(next.expiry)) : nextQuarter;
}
