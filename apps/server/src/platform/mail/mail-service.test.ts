import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/tenancy.ts';
// The mails are the modules' own; the test uses real ones to check the engine against real wording.
import { passwordResetMail } from '../../modules/auth/password-reset.mail.ts';
import { welcomeMail } from '../../modules/auth/welcome.mail.ts';
import { enrollmentReminderMail } from '../../modules/enrollments/enrollment-reminder.mail.ts';
import { courseCompletedMail } from '../../modules/learning/course-completed.mail.ts';
import { emailUpdateMail } from '../../modules/users/email-update.mail.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { demoTenant } from '../../test/factories.ts';
import { createMailService } from './mail-service.ts';
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

  it('records a failed delivery with its error and keeps it from the caller', async () => {
    const failing = createMailService({
      config: { smtpUrl: undefined, dataDir, mailFrom: 'Academy <no-reply@academy.test>' },
      db: t.db,
      jobs: t.app.services.jobs,
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
    expect(result).toMatchObject({ status: 'failed', path: null, error: 'connection refused' });
    expect(await outboxRow(result.id)).toMatchObject({
      status: 'failed',
      error: 'connection refused',
      sent_at: null,
    });
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
