import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, mailOutbox, users } from '../../db/schema/tenancy.ts';
import { passwordResetMail } from '../../modules/auth/password-reset.mail.ts';
import { requestPasswordReset } from '../../modules/auth/password-reset.service.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { demoTenant } from '../../test/factories.ts';
import { urgentMailDeliveryJob } from './mail-service.ts';
import { renderMail } from './render-mail.ts';

/**
 * Issue 26 "Real mail": the SMTP transport (SMTP_URL) against a real SMTP server the test runs (smtp-server),
 * each message read back with mailparser. The app is the real one with its jobs inline (JOBS=false): a failed
 * attempt is followed by running the mail's delivery job again, as pg-boss does on a retry.
 */
type Answer = 'accept' | { code: number; message: string };

let t: TestApp;
let tenantId: number;
let port: number;
let smtp: SMTPServer | null = null;
/** What the server answers to the next messages (then `accept`), and what it took. */
const answers: Answer[] = [];
const received: ParsedMail[] = [];
const publicUrl = 'https://academy.example.test';

function startSmtp(onPort = 0): Promise<number> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const answer = answers.shift() ?? 'accept';
      simpleParser(stream).then((mail) => {
        if (answer !== 'accept')
          return callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
        received.push(mail);
        callback();
      }, callback);
    },
  });
  smtp = server;
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(onPort, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
}

const stopSmtp = () =>
  new Promise<void>((resolve) => {
    const server = smtp;
    smtp = null;
    if (!server) return resolve();
    server.close(() => resolve());
  });

beforeAll(async () => {
  port = await startSmtp();
  t = await buildTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl } });
  tenantId = (await demoTenant(t.db)).id;
});
afterAll(async () => {
  await stopSmtp();
  await t.close();
});

async function setLanguage(email: string, code: 'en' | 'nb') {
  const [language] = await t.db.select({ id: languages.id }).from(languages).where(eq(languages.code, code));
  await t.db.update(users).set({ preferred_language_id: language!.id }).where(eq(users.email, email));
}

const lastOutboxRow = async () =>
  (await t.db.select().from(mailOutbox).orderBy(sql`${mailOutbox.id} desc`).limit(1))[0]!;

/** Sends one reset mail through the app's mail service (a later mail: its delivery job runs inline). */
const resetMail = () =>
  t.app.services.mail.sendLater({
    tenantId,
    to: 'fjord.learner@academy.test',
    template: passwordResetMail,
    locale: 'en',
    data: {
      name: 'Frida',
      link: `${publicUrl}/reset-password/abc/fjord.learner%40academy.test`,
      expires_minutes: 60,
    },
  });

/** What pg-boss does on a retry: the same delivery job, run again. */
const retry = (outboxId: number) =>
  t.app.services.jobs.enqueue(urgentMailDeliveryJob, {
    outboxId,
    to: 'fjord.learner@academy.test',
    rendered: renderMail(passwordResetMail, 'en', {
      name: 'Frida',
      link: `${publicUrl}/reset-password/abc/fjord.learner%40academy.test`,
      expires_minutes: 60,
    }),
  });

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

describe('mail over SMTP', () => {
  it('sends a reset mail with its headers, in English and in Norwegian, with absolute links to PUBLIC_URL', async () => {
    const subjects: Record<string, string> = { en: 'Reset your password', nb: 'Tilbakestill passordet ditt' };
    const bodies: Record<string, string> = {
      en: 'We received a request to reset the password',
      nb: 'Vi har mottatt en forespørsel om å tilbakestille passordet',
    };
    for (const language of ['en', 'nb'] as const) {
      await setLanguage('learner@academy.test', language);
      received.length = 0;
      // The module's own flow: the user is found, a token issued, the link built and the mail sent.
      await requestPasswordReset(t.app.services, { tenantId, email: 'learner@academy.test', locale: 'en' });
      expect(received).toHaveLength(1);
      const mail = received[0]!;
      const row = await lastOutboxRow();
      expect(row).toMatchObject({
        status: 'sent',
        template: 'password-reset',
        locale: language,
        attempts: 1,
      });

      expect(mail.from?.value).toEqual([{ address: 'no-reply@academy.test', name: 'Academy' }]);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((to) => to.address) : []).toEqual([
        'learner@academy.test',
      ]);
      expect(mail.subject).toBe(subjects[language]);
      expect(mail.messageId).toBe(`<${row.uuid}@academy.test>`);
      expect(row.message_id).toBe(mail.messageId);
      expect(mail.date).toBeInstanceOf(Date);
      expect(Math.abs(mail.date!.getTime() - Date.now())).toBeLessThan(60_000);
      expect((mail.headers.get('content-type') as { value: string }).value).toBe('multipart/alternative');
      expect(mail.text).toContain(bodies[language]);
      expect(typeof mail.html).toBe('string');

      // Every link is absolute, on PUBLIC_URL; the reset link is in both parts and opens the reset page.
      const links = hrefs(String(mail.html));
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(`${publicUrl}/`)).toBe(true);
      const reset = links.find((link) => link.includes('/reset-password/'))!;
      expect(reset).toMatch(new RegExp(`^${publicUrl}/reset-password/[^/]+/learner%40academy\\.test$`));
      expect(mail.text).toContain(reset);
      const unsubscribe = String(mail.headers.get('list-unsubscribe') ?? '');
      if (unsubscribe) expect(unsubscribe).toContain(publicUrl);
    }
  });

  it('retries after the server refuses, for now (451) and outright (550), and sends once it accepts', async () => {
    for (const refusal of [
      { code: 451, message: 'Greylisted, try again later' },
      { code: 550, message: 'Mailbox unavailable' },
    ]) {
      received.length = 0;
      answers.push(refusal);
      const queued = await resetMail();
      expect(received).toHaveLength(0);
      expect(await lastOutboxRow()).toMatchObject({ id: queued.id, status: 'failed', attempts: 1 });
      expect((await lastOutboxRow()).error).toContain(String(refusal.code));

      await retry(queued.id);
      expect(received).toHaveLength(1);
      expect(received[0]!.messageId).toMatch(new RegExp(`^<${queued.uuid}@`));
      expect(await lastOutboxRow()).toMatchObject({ status: 'sent', attempts: 2, error: null });
      // A further run of the job (pg-boss delivering it twice) finds the row sent: nothing goes out again.
      await retry(queued.id);
      expect(received).toHaveLength(1);
    }
  });

  it('retries while the server is down (connection refused) and sends once it is back', async () => {
    received.length = 0;
    await stopSmtp();
    const queued = await resetMail();
    const failed = await lastOutboxRow();
    expect(failed).toMatchObject({ id: queued.id, status: 'failed' });
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);

    await startSmtp(port);
    await retry(queued.id);
    expect(received).toHaveLength(1);
    expect(await lastOutboxRow()).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends a copy again only after a crash between sending and recording, with the same Message-ID', async () => {
    received.length = 0;
    const queued = await resetMail();
    expect(received).toHaveLength(1);
    // The process died after the server took the mail and before the row said `sent`: the job runs again.
    await t.db
      .update(mailOutbox)
      .set({ status: 'queued', sent_at: null })
      .where(eq(mailOutbox.id, queued.id));
    await retry(queued.id);
    expect(received).toHaveLength(2);
    expect(received[1]!.messageId).toBe(received[0]!.messageId);
    expect(received[0]!.messageId).toBe(`<${queued.uuid}@academy.test>`);
  });
});
