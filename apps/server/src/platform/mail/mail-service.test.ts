import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/tenancy.ts';
import { tenants } from '../../db/schema/tenants.ts';
// The mails are the modules' own; the test uses real ones to check the engine against real wording.
import { passwordResetMail } from '../../modules/auth/password-reset.mail.ts';
import { welcomeMail } from '../../modules/auth/welcome.mail.ts';
import { courseCompletedMail } from '../../modules/learning/course-completed.mail.ts';
import { enrollmentReminderMail } from '../../modules/reminders/enrollment-reminder.mail.ts';
import { emailUpdateMail } from '../../modules/users/email-update.mail.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { demoTenant } from '../../test/factories.ts';
import { createJobs } from '../jobs/jobs.ts';
import { defineMailTemplate } from './mail-content.ts';
import {
  createMailService,
  type MailOutcome,
  mailDeliveryJob,
  urgentMailDeliveryJob,
} from './mail-service.ts';
import { renderMail } from './render-mail.ts';

describe('mail service', () => {
  let t: TestApp;
  let tenantId: number;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'academy-mail-'));
    t = await buildTestApp({ config: { dataDir } });
    tenantId = (await demoTenant(t.db)).id;
  });
  afterAll(() => t.close());

  const outboxRow = async (id: number) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('writes an .eml file in DATA_DIR/mail with the Norwegian subject and records the mail as sent', async () => {
    const result = await t.app.services.mail.send({
      tenantId,
      to: 'learner@academy.test',
      template: passwordResetMail,
      locale: 'nb',
      data: {
        name: 'Lena',
        link: 'http://localhost:3000/reset-password/abc/learner%40academy.test',
        expires_minutes: 60,
      },
    });

    expect(result.status).toBe('sent');
    expect(result.path).toBe(join(dataDir, 'mail', `${result.uuid}.eml`));
    expect(existsSync(result.path!)).toBe(true);
    const eml = readFileSync(result.path!, 'utf8');
    expect(eml).toContain('Subject: Tilbakestill passordet ditt');
    expect(eml).toContain('To: learner@academy.test');
    expect(eml).toContain('Content-Type: text/html');

    const row = await outboxRow(result.id);
    expect(row).toMatchObject({
      tenant_id: tenantId,
      to: 'learner@academy.test',
      subject: 'Tilbakestill passordet ditt',
      template: 'password-reset',
      locale: 'nb',
      status: 'sent',
      path: result.path,
      error: null,
    });
    expect(row.sent_at).not.toBeNull();
  });

  it('uses the English wording for locale en', async () => {
    const result = await t.app.services.mail.send({
      tenantId,
      to: 'manager@academy.test',
      template: welcomeMail,
      locale: 'en',
      data: { name: 'Mona', tenant: 'Academy', link: 'http://localhost:3000/login' },
    });
    expect(readFileSync(result.path!, 'utf8')).toContain('Subject: Welcome to Academy');
    expect((await outboxRow(result.id)).subject).toBe('Welcome to Academy');
  });

  it('sends a later mail through the job (inline while the job engine is off)', async () => {
    const queued = await t.app.services.mail.sendLater({
      tenantId,
      to: 'head@academy.test',
      template: enrollmentReminderMail,
      locale: 'en',
      data: {
        name: 'Hege',
        course: 'Fire safety',
        end_date: '2030-01-31',
        link: 'http://localhost:3000/courses/x',
      },
    });
    const row = await outboxRow(queued.id);
    expect(row.status).toBe('sent');
    expect(readFileSync(row.path!, 'utf8')).toContain('Subject: Reminder: Fire safety');
  });

  it("gives a later mail the tenant's support address as Reply-To, read when the mail goes", async () => {
    const [tenant] = await t.db.select().from(tenants).where(eq(tenants.id, tenantId));
    await t.db
      .update(tenants)
      .set({ config: { ...tenant.config, support_email: 'help@academy.test' } })
      .where(eq(tenants.id, tenantId));
    try {
      const queued = await t.app.services.mail.sendLater({
        tenantId,
        to: 'learner@academy.test',
        template: welcomeMail,
        locale: 'en',
        data: { name: 'Lena', link: 'http://localhost:3000/login' },
      });
      const row = await outboxRow(queued.id);
      expect(readFileSync(row.path!, 'utf8')).toContain('Reply-To: help@academy.test');
    } finally {
      await t.db.update(tenants).set({ config: tenant.config }).where(eq(tenants.id, tenantId));
    }
  });

  it('records a failed delivery with its error and keeps it from the caller', async () => {
    const failing = createMailService({
      config: { smtpUrl: undefined, dataDir, mailFrom: 'Academy <no-reply@academy.test>' },
      db: t.db,
      // Its own job engine: registering the delivery job on the app's would replace the app's transport.
      jobs: createJobs({ database: t.app.services.database, config: { databaseUrl: undefined } }),
      transport: {
        kind: 'smtp',
        deliver: async () => {
          throw new Error('connection refused');
        },
      },
    });
    const result = await failing.send({
      tenantId,
      to: 'multi@academy.test',
      template: emailUpdateMail,
      locale: 'en',
      data: { name: 'Mia', email: 'mia@example.test', link: 'http://localhost:3000/verify' },
    });
    expect(result).toMatchObject({
      status: 'failed',
      path: null,
      error: 'connection refused',
      duplicate: false,
    });
    expect(await outboxRow(result.id)).toMatchObject({
      status: 'failed',
      error: 'connection refused',
      sent_at: null,
    });
  });

  it('records the Message-ID the transport gave and counts the attempt', async () => {
    const result = await t.app.services.mail.send({
      tenantId,
      to: 'learner@academy.test',
      template: welcomeMail,
      locale: 'en',
      data: { name: 'Lena', link: 'http://localhost:3000/login' },
    });
    expect(result.messageId).toMatch(/^<.+@.+>$/);
    expect(readFileSync(result.path!, 'utf8')).toContain(`Message-ID: ${result.messageId}`);
    expect(await outboxRow(result.id)).toMatchObject({ message_id: result.messageId, attempts: 1 });
  });

  it('sends a mail once per idempotency key, whichever call comes second', async () => {
    const message = {
      tenantId,
      to: 'learner@academy.test',
      template: welcomeMail,
      locale: 'en' as const,
      data: { name: 'Lena', link: 'http://localhost:3000/login' },
      idempotencyKey: 'test:welcome:once',
    };
    const first = await t.app.services.mail.sendLater(message);
    const again = await t.app.services.mail.sendLater(message);
    const direct = await t.app.services.mail.send(message);
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ id: first.id, uuid: first.uuid, duplicate: true });
    expect(direct).toMatchObject({ id: first.id, duplicate: true, status: 'sent' });
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotency_key, 'test:welcome:once'));
    expect(rows).toHaveLength(1);
    expect(rows[0].attempts).toBe(1);
  });

  it("tells a template's listeners the outcome of each attempt, and never delivers a sent row again", async () => {
    const outcomes: MailOutcome[] = [];
    let failNext = true;
    // The inline failure is expected here: keep it out of the test output.
    const jobs = createJobs({
      database: t.app.services.database,
      config: { databaseUrl: undefined },
      log: { error: () => {} },
    });
    const flaky = createMailService({
      config: { smtpUrl: undefined, dataDir, mailFrom: 'Academy <no-reply@academy.test>' },
      db: t.db,
      jobs,
      transport: {
        kind: 'smtp',
        deliver: async () => {
          if (failNext) throw new Error('greylisted');
          return { path: null, messageId: '<abc@mail.test>' };
        },
      },
    });
    flaky.onOutcome(welcomeMail.name, async (outcome) => {
      outcomes.push(outcome);
    });
    const queued = await flaky.sendLater({
      tenantId,
      to: 'learner@academy.test',
      template: welcomeMail,
      locale: 'en',
      data: { name: 'Lena', link: 'http://localhost:3000/login' },
    });
    // Inline, the first attempt is also the last: the failure is final.
    expect(outcomes).toEqual([
      {
        outboxId: queued.id,
        tenantId,
        template: 'welcome',
        idempotencyKey: null,
        status: 'failed',
        messageId: null,
        error: 'greylisted',
        final: true,
      },
    ]);
    // A retry of the same job (as pg-boss would run it) delivers; a further one finds the row sent.
    failNext = false;
    const rendered = renderMail(welcomeMail, 'en', { name: 'Lena', link: 'x' });
    await jobs.enqueue(mailDeliveryJob, { outboxId: queued.id, to: 'learner@academy.test', rendered });
    await jobs.enqueue(mailDeliveryJob, { outboxId: queued.id, to: 'learner@academy.test', rendered });
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['failed', 'sent']);
    expect(outcomes[1]).toMatchObject({ messageId: '<abc@mail.test>', final: true });
    expect(await outboxRow(queued.id)).toMatchObject({
      status: 'sent',
      message_id: '<abc@mail.test>',
      attempts: 2,
      error: null,
    });
  });

  it("queues urgent mail (reset, address confirmation) apart from bulk mail, each in its company's turn", async () => {
    const queued: { name: string; group?: string }[] = [];
    // A job engine that only records what is queued where (pg-boss itself runs in jobs.test.ts).
    const jobs = createJobs({ database: t.app.services.database, config: { databaseUrl: undefined } });
    const recording = { ...jobs, running: true };
    recording.enqueueMany = async (name, bulk) => {
      for (const job of bulk) queued.push({ name, group: job.group });
    };
    const mail = createMailService({
      config: { smtpUrl: undefined, dataDir, mailFrom: 'Academy <no-reply@academy.test>' },
      db: t.db,
      jobs: recording,
    });
    const base = { tenantId, to: 'learner@academy.test', locale: 'en' as const };
    await mail.sendLater({
      ...base,
      template: passwordResetMail,
      data: { name: 'Lena', link: 'x', expires_minutes: 60 },
    });
    await mail.sendLater({ ...base, template: emailUpdateMail, data: { name: 'L', email: 'e', link: 'x' } });
    await mail.sendLater({ ...base, template: welcomeMail, data: { name: 'Lena', link: 'x' }, companyId: 7 });
    await mail.sendLater({
      ...base,
      template: enrollmentReminderMail,
      data: { name: 'Lena', course: 'C', end_date: '2030-01-01', link: 'x' },
    });
    expect(queued).toEqual([
      { name: urgentMailDeliveryJob, group: `tenant:${tenantId}` },
      { name: urgentMailDeliveryJob, group: `tenant:${tenantId}` },
      { name: mailDeliveryJob, group: 'company:7' },
      { name: mailDeliveryJob, group: `tenant:${tenantId}` },
    ]);
  });

  it('records no mail when its delivery job cannot be queued: the row and the job are one transaction', async () => {
    const jobs = createJobs({ database: t.app.services.database, config: { databaseUrl: undefined } });
    const failing = { ...jobs, running: true };
    failing.enqueueMany = async () => {
      throw new Error('queue unavailable');
    };
    const mail = createMailService({
      config: { smtpUrl: undefined, dataDir, mailFrom: 'Academy <no-reply@academy.test>' },
      db: t.db,
      jobs: failing,
    });
    const to = 'atomic@academy.test';
    await expect(
      mail.sendLater({ tenantId, to, locale: 'en', template: welcomeMail, data: { name: 'A', link: 'x' } }),
    ).rejects.toThrow('queue unavailable');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toEqual([]);
  });

  it('puts an unsubscribe link in the footer and as one-click List-Unsubscribe headers', () => {
    const digest = defineMailTemplate<{ url: string }>('test-digest', (data) => ({
      subject: 'Digest',
      greeting: 'Hello,',
      paragraphs: ['News.'],
      unsubscribe: { text: 'You get this weekly.', label: 'Unsubscribe', url: data.url },
    }));
    const rendered = renderMail(digest, 'en', { url: 'https://academy.test/u?t=a&b' });
    expect(rendered.headers).toEqual({
      'List-Unsubscribe': '<https://academy.test/u?t=a&b>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(rendered.text).toContain('You get this weekly. Unsubscribe: https://academy.test/u?t=a&b');
    expect(rendered.html).toContain('<a href="https://academy.test/u?t=a&amp;b"');
    expect(renderMail(welcomeMail, 'en', { name: 'A', link: 'x' }).headers).toBeUndefined();
  });

  it('renders every template in both languages, escaping data in the HTML part', () => {
    const html = renderMail(courseCompletedMail, 'nb', {
      name: '<b>Ola</b>',
      learner: 'Kari',
      course: 'Førstehjelp',
      link: 'http://x.test/?a=1&b=2',
    });
    expect(html.subject).toBe('Kurs fullført: Førstehjelp');
    expect(html.html).toContain('Hei &lt;b&gt;Ola&lt;/b&gt;,');
    expect(html.html).toContain('href="http://x.test/?a=1&amp;b=2"');
    expect(html.text).toContain('Se kursbevis: http://x.test/?a=1&b=2');
    expect(renderMail(emailUpdateMail, 'nb', { name: 'A', email: 'a@b.c', link: 'u' }).subject).toBe(
      'Bekreft den nye e-postadressen din',
    );
  });
});
