import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/tenancy.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { openTestDatabase } from '../../test/template-database.ts';
import { createJobs, type Jobs } from '../jobs/jobs.ts';
import { systemClock } from '../services.ts';
import { mailDeliveryJob } from './mail-service.ts';
import { reconcileOutbox } from './outbox-reconciler.ts';

/** The outbox reconciler reads pg-boss's tables: the engine runs (its worker never gets these jobs' turn). */
describe('outbox reconciler', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let jobs: Jobs;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    jobs = createJobs({ database, config: { databaseUrl: undefined } });
    jobs.register(mailDeliveryJob, async () => {});
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await drop();
  });

  it('fails a mail queued half an hour ago with no delivery job; leaves one with a job and a fresh one', async () => {
    const [tenant] = await database.db.select({ id: tenants.id }).from(tenants).limit(1);
    const hourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
    const mail = (to: string, createdAt: string) => ({
      tenant_id: tenant.id,
      to,
      subject: 'Welcome',
      template: 'account-created',
      locale: 'en',
      created_at: createdAt,
    });
    const [lost, covered, fresh] = await database.db
      .insert(mailOutbox)
      .values([
        mail('lost@academy.test', hourAgo),
        mail('covered@academy.test', hourAgo),
        mail('fresh@academy.test', new Date().toISOString()),
      ])
      .returning({ id: mailOutbox.id });
    await jobs.enqueue(mailDeliveryJob, { outboxId: covered.id }, { startAfter: 3600 });

    const services = { db: database.db, database, clock: systemClock };
    expect(await reconcileOutbox(services)).toBe(1);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, lost.id));
    expect(row).toMatchObject({ status: 'failed', error: 'No delivery job: the mail was never sent.' });
    const others = await database.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [covered.id, fresh.id]));
    expect(others.map((other) => other.status)).toEqual(['queued', 'queued']);
    expect(await reconcileOutbox(services)).toBe(0);
  });
});
