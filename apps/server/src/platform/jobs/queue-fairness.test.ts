import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyReports } from '../../db/schema/learning.ts';
import { mailOutbox } from '../../db/schema/tenancy.ts';
import { solveCaptcha } from '../../modules/auth/auth-test-support.ts';
import { type DemoRole, demoRows, demoTokens } from '../../modules/enrollments/learning-test-support.ts';
import { reportJob } from '../../modules/reports/report-job-name.ts';
import { queueReport } from '../../modules/reports/report-queue.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';
import { createMailTransport, type MailTransport } from '../mail/mail-transport.ts';
import { type FileStorage, localStorage } from '../storage/index.ts';

/**
 * Issue 20, finding 6: with the job workers running (pg-boss started, as in production), one company's bulk
 * work — 40 new people to welcome, 40 reports — must not hold up another company's password-reset mail or
 * report. Order is asserted, never time: the company's bulk work is held where a slow mail server or a big
 * report would hold it (the mail transport, the file storage) until the other company's work is through.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;

/** A promise the test resolves: work that awaits it waits until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Nordlys's new people have their mail at a domain whose mail server takes its time. */
const slowDomain = '@slow-mail.test';
const slowMailServer = gate();
/** Addresses in the order their mails were written. */
const written: string[] = [];

/** Report files are held until the test lets them be written (a storage busy with big reports). */
const busyStorage = gate();
/** Report file keys in the order they were stored. */
const stored: string[] = [];

// Generous bounds for a busy machine: the assertions are on order, these only end a test that hangs.
const waitLong = { timeout: 120_000, interval: 100 };
const testTimeout = 240_000;

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-fairness-'));
  const files = createMailTransport({ smtpUrl: undefined, dataDir });
  const mailTransport: MailTransport = {
    kind: 'file',
    async deliver(mail, fileName) {
      if (mail.to.endsWith(slowDomain)) await slowMailServer.opened;
      const result = await files.deliver(mail, fileName);
      written.push(mail.to);
      return result;
    },
  };
  const disk = localStorage(dataDir);
  const storage: FileStorage = {
    kind: disk.kind,
    async put(key, body, options) {
      await busyStorage.opened;
      const result = await disk.put(key, body, options);
      stored.push(key);
      return result;
    },
    get: (key, range) => disk.get(key, range),
    stat: (key) => disk.stat(key),
    delete: (key) => disk.delete(key),
    deletePrefix: (prefix) => disk.deletePrefix(prefix),
  };
  t = await buildTestApp({ config: { dataDir }, mailTransport, storage });
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  // Real workers, the production polling interval: nothing runs inline from here on.
  await t.app.services.jobs.start();
});
afterAll(async () => {
  slowMailServer.open();
  busyStorage.open();
  await t.app.services.jobs.stop();
  await t.close();
});

describe("one company's bulk work and another company's urgent work, with the job workers running", () => {
  it(
    "writes another company's password-reset mail before the 40 welcome mails one company queued",
    async () => {
      for (let n = 1; n <= 40; n++) {
        const added = await t.app.inject({
          method: 'POST',
          url: '/api/v1/users',
          headers: auth(tokens.manager),
          payload: {
            first_name: 'New',
            last_name: `Person ${n}`,
            email: `new.person.${n}${slowDomain}`,
            company_id: demo.nordlys.uuid,
          },
        });
        expect(added.statusCode).toBe(202);
      }
      const bulk = () =>
        t.db
          .select({ to: mailOutbox.to, status: mailOutbox.status, attempts: mailOutbox.attempts })
          .from(mailOutbox)
          .where(like(mailOutbox.to, `%${slowDomain}`));
      // All 40 welcomes are queued (their outbox rows exist) before Fjord's learner forgets a password.
      await vi.waitFor(async () => expect(await bulk()).toHaveLength(40), waitLong);

      const resetAddress = 'fjord.learner@academy.test';
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/request-reset-password',
        payload: { email: resetAddress, captcha: await solveCaptcha(t.app) },
      });
      expect(asked.statusCode).toBe(200);
      const resetMail = () =>
        t.db
          .select({ status: mailOutbox.status })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, resetAddress), eq(mailOutbox.template, 'password-reset')));
      await vi.waitFor(async () => expect(await resetMail()).toEqual([{ status: 'sent' }]), waitLong);
      // Written while most of the welcomes still wait for their mail server (here: all of them).
      expect(written.indexOf(resetAddress)).toBeLessThan(20);

      slowMailServer.open();
      await vi.waitFor(async () => {
        const rows = await bulk();
        expect(rows.filter((row) => row.status === 'sent')).toHaveLength(40);
      }, waitLong);
      // Each welcome was written once and recorded once, however the batches fell.
      expect((await bulk()).every((row) => row.attempts === 1)).toBe(true);
      const welcomed = written.filter((address) => address.endsWith(slowDomain));
      expect(new Set(welcomed).size).toBe(40);
      expect(welcomed).toHaveLength(40);
    },
    testTimeout,
  );

  it(
    "finishes another company's report before the 40 reports one company queued",
    async () => {
      // Nordlys's 40 reports, queued as the create route queues them (the API would refuse so many at once).
      const nordlysReports = await t.db
        .insert(companyReports)
        .values(
          Array.from({ length: 40 }, (_, n) => ({
            tenant_id: demo.tenantId,
            company_id: demo.nordlys.id,
            user_id: demo.user('manager').id,
            name: `Nordlys ${n + 1}`,
            format: 'csv' as const,
          })),
        )
        .returning();
      for (const report of nordlysReports) await queueReport(t.app.services, report);

      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/v1/company-reports',
        headers: auth(tokens.fjordManager),
        payload: { name: 'Fjord status', format: 'csv' },
      });
      expect(asked.statusCode).toBe(201);
      const fjordUuid: string = asked.json().data.item.uuid;
      const fjordId: number = asked.json().data.item.id;
      // The report's job is queued once its row has committed, a moment after the answer: wait for it to be in
      // line before the storage lets the held reports through, or the workers would take the next of Nordlys's.
      await vi.waitFor(async () => {
        const [queued] = await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`pgboss.job`)
          .where(sql`name = ${reportJob} and (data->>'reportId')::int = ${fjordId}`);
        expect(queued?.n).toBe(1);
      }, waitLong);

      busyStorage.open();
      const statuses = async (ids: number[]) =>
        (
          await t.db
            .select({ status: companyReports.status })
            .from(companyReports)
            .where(inArray(companyReports.id, ids))
        ).map((row) => row.status);
      const allIds = [...nordlysReports.map((report) => report.id), fjordId];
      await vi.waitFor(
        async () => expect((await statuses(allIds)).every((s) => s === 'done')).toBe(true),
        waitLong,
      );

      // Fjord's report is taken in the first round after the two the workers held when Fjord asked: those two, and
      // the one the other worker takes beside Fjord's in that round (it may finish first), may be stored before it.
      const fjordPosition = stored.findIndex((key) => key.startsWith(`reports/${fjordUuid}/`));
      expect(fjordPosition).toBeGreaterThanOrEqual(0);
      expect(fjordPosition).toBeLessThanOrEqual(3);
      expect(stored).toHaveLength(41);
    },
    testTimeout,
  );
});
