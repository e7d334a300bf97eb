import { readdirSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema/tenancy.ts';
// The mails are the modules' own; the test uses real ones: a bulk welcome and an urgent password reset.
import { passwordResetMail } from '../../modules/auth/password-reset.mail.ts';
import { welcomeMail } from '../../modules/auth/welcome.mail.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { demoCompany, demoTenant } from '../../test/factories.ts';
import { createMailTransport, type MailTransport } from './mail-transport.ts';

/**
 * Issue 21: mail keeps up with bulk work. With the job workers running (pg-boss started, as in production), many
 * mails queued at once (`sendManyLater`) are each written once, and an urgent mail queued behind a bulk backlog is
 * written before that backlog. Order and counts are asserted, never time: the backlog is held where a slow mail
 * server would hold it (the transport) until the test lets it go.
 */
let t: TestApp;
let dataDir: string;
let tenantId: number;
let nordlysId: number;
let fjordId: number;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Mail to this domain waits at its mail server until the test opens the gate. */
const heldDomain = '@held-mail.test';
const heldMailServer = gate();
/** Addresses in the order their mails were written, one entry per write. */
const written: string[] = [];
/** Addresses whose mails reached the mail server (written or held there). */
const arrived: string[] = [];

// Generous bounds for a busy machine: the assertions are on order and counts, these only end a hanging test.
const waitLong = { timeout: 120_000, interval: 100 };
const testTimeout = 240_000;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'academy-mail-bulk-'));
  const files = createMailTransport({ smtpUrl: undefined, dataDir });
  const mailTransport: MailTransport = {
    kind: 'file',
    async deliver(mail, fileName) {
      arrived.push(mail.to);
      if (mail.to.endsWith(heldDomain)) await heldMailServer.opened;
      const result = await files.deliver(mail, fileName);
      written.push(mail.to);
      return result;
    },
  };
  t = await buildTestApp({ config: { dataDir }, mailTransport });
  tenantId = (await demoTenant(t.db)).id;
  nordlysId = (await demoCompany(t.db, 'nordlys')).id;
  fjordId = (await demoCompany(t.db, 'fjord')).id;
  await t.app.services.jobs.start();
});
afterAll(async () => {
  heldMailServer.open();
  await t.app.services.jobs.stop();
  await t.close();
});

/** Welcome mails to `count` people of Nordlys at `domain`, each keyed by its event (the account). */
const welcomes = (prefix: string, count: number, domain: string) =>
  Array.from({ length: count }, (_, n) => ({
    tenantId,
    to: `${prefix}.${n + 1}${domain}`,
    template: welcomeMail,
    locale: 'en' as const,
    data: { name: `Person ${n + 1}`, link: 'https://academy.test/reset-password/x' },
    idempotencyKey: `bulk-test:${prefix}:${n + 1}`,
    companyId: nordlysId,
  }));

const rowsTo = (domain: string) =>
  t.db
    .select({ to: mailOutbox.to, status: mailOutbox.status, attempts: mailOutbox.attempts })
    .from(mailOutbox)
    .where(like(mailOutbox.to, `%${domain}`));

describe('bulk mail with the job workers running', () => {
  it(
    'writes each of 600 mails queued in bulk exactly once, and a second queueing of the same events sends none',
    async () => {
      const domain = '@bulk-once.test';
      const queued = await t.app.services.mail.sendManyLater(welcomes('once', 600, domain));
      expect(queued).toHaveLength(600);
      expect(queued.every((mail) => !mail.duplicate)).toBe(true);
      // The same events again (a retried import): recognised, nothing new recorded or queued.
      const again = await t.app.services.mail.sendManyLater(welcomes('once', 600, domain).slice(0, 50));
      expect(again.every((mail) => mail.duplicate)).toBe(true);
      expect(again.map((mail) => mail.id)).toEqual(queued.slice(0, 50).map((mail) => mail.id));

      await vi.waitFor(async () => {
        const rows = await rowsTo(domain);
        expect(rows.filter((row) => row.status === 'sent')).toHaveLength(600);
      }, waitLong);
      const rows = await rowsTo(domain);
      expect(rows).toHaveLength(600);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      const sentTo = written.filter((address) => address.endsWith(domain));
      expect(sentTo).toHaveLength(600);
      expect(new Set(sentTo).size).toBe(600);
      const files = readdirSync(join(dataDir, 'mail'));
      for (const mail of queued) expect(files).toContain(`${mail.uuid}.eml`);
    },
    testTimeout,
  );

  it(
    "writes another company's password-reset mail while one company's 400 bulk mails are still queued",
    async () => {
      await t.app.services.mail.sendManyLater(welcomes('held', 400, heldDomain));
      // The bulk workers have taken their first batches and wait at the mail server with them.
      await vi.waitFor(
        () => expect(arrived.some((address) => address.endsWith(heldDomain))).toBe(true),
        waitLong,
      );
      const resetAddress = 'fjord.learner@academy.test';
      await t.app.services.mail.sendLater({
        tenantId,
        to: resetAddress,
        template: passwordResetMail,
        locale: 'en',
        data: { name: 'Fjord', link: 'https://academy.test/reset-password/y', expires_minutes: 60 },
        companyId: fjordId,
      });
      const resetRow = () =>
        t.db
          .select({ status: mailOutbox.status })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, resetAddress), eq(mailOutbox.template, 'password-reset')));
      await vi.waitFor(async () => expect(await resetRow()).toEqual([{ status: 'sent' }]), waitLong);
      // Written before any of the backlog: not one held mail has been written yet.
      expect(written.filter((address) => address.endsWith(heldDomain))).toEqual([]);
      expect((await rowsTo(heldDomain)).filter((row) => row.status === 'sent')).toEqual([]);

      heldMailServer.open();
      await vi.waitFor(async () => {
        const rows = await rowsTo(heldDomain);
        expect(rows.filter((row) => row.status === 'sent')).toHaveLength(400);
      }, waitLong);
      const held = written.filter((address) => address.endsWith(heldDomain));
      expect(held).toHaveLength(400);
      expect(new Set(held).size).toBe(400);
      expect(written.indexOf(resetAddress)).toBeLessThan(written.indexOf(held[0]));
    },
    testTimeout,
  );
});
