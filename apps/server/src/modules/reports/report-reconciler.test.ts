import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyReports } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { demoRows } from '../enrollments/learning-test-support.ts';
import { reportJob } from './report-job-name.ts';
import { reconcileReports } from './report-reconciler.ts';

/**
 * The reports reconciler with the job engine running (pg-boss's tables are what it reads): a stuck report
 * whose job was lost is queued again and made; one whose job ended without it is failed with a reason; one
 * whose job is still open, and one not yet stuck, are left alone.
 */
let t: TestApp;
let companyId: number;
let tenantId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const demo = await demoRows(t.db);
  companyId = demo.fjord.id;
  tenantId = demo.fjord.tenant_id;
  await t.app.services.jobs.start();
});
afterAll(async () => {
  await t.app.services.jobs.stop();
  await t.close();
});

const hourAgo = () => new Date(Date.now() - 60 * 60_000).toISOString();

async function report(name: string, status: 'pending' | 'processing', updatedAt: string) {
  const [row] = await t.db
    .insert(companyReports)
    .values({
      tenant_id: tenantId,
      company_id: companyId,
      name,
      format: 'csv',
      status,
      updated_at: updatedAt,
    })
    .returning({ id: companyReports.id, status: companyReports.status });
  return row;
}

/** A job for the report that will not start within the test: open until the test ends it. */
const waitingJob = (reportId: number) =>
  t.app.services.jobs.enqueue(reportJob, { reportId }, { startAfter: 3600 });

describe('reports reconciler', () => {
  it('re-queues a stuck report with no job, fails one whose job ended, leaves open and fresh ones', async () => {
    const lost = await report('Lost its job', 'pending', hourAgo());
    const ended = await report('Job ended', 'processing', hourAgo());
    const open = await report('Job waiting', 'pending', hourAgo());
    const fresh = await report('Just asked', 'pending', new Date().toISOString());
    await waitingJob(ended.id);
    await t.db.execute(
      sql`update pgboss.job set state = 'failed' where data->>'reportId' = ${String(ended.id)}`,
    );
    await waitingJob(open.id);

    expect(await reconcileReports(t.app.services)).toEqual({ requeued: 1, failed: 1 });
    const until = Date.now() + 30_000;
    const statusOf = async (id: number) =>
      (await t.db.select().from(companyReports).where(eq(companyReports.id, id)))[0];
    while ((await statusOf(lost.id)).status !== 'done' && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await statusOf(lost.id)).toMatchObject({ status: 'done' });
    expect(await statusOf(ended.id)).toMatchObject({ status: 'failed', error: 'reports.stuck' });
    const others = await t.db
      .select({ status: companyReports.status })
      .from(companyReports)
      .where(inArray(companyReports.id, [open.id, fresh.id]));
    expect(others.map((row) => row.status)).toEqual(['pending', 'pending']);
    // Queued once: the next run finds nothing more to do.
    expect(await reconcileReports(t.app.services)).toEqual({ requeued: 0, failed: 0 });
  });
});
