import type { Database } from '../../db/client.ts';
import { companyReports } from '../../db/schema/learning.ts';
import type { demoRows } from '../enrollments/learning-test-support.ts';

/**
 * A report Nordlys's manager asked for and that has not run yet, written straight to the database: the row the
 * report tests and the isolation matrix (reports.isolation.ts) start from.
 */
export async function buildPendingReport(
  db: Database,
  demo: Awaited<ReturnType<typeof demoRows>>,
  report: { name: string; format: 'csv' | 'xlsx' },
) {
  const [row] = await db
    .insert(companyReports)
    .values({
      tenant_id: demo.tenantId,
      company_id: demo.nordlys.id,
      user_id: demo.user('manager').id,
      ...report,
    })
    .returning();
  return row;
}
