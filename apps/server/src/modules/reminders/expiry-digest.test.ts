import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { certificates, notifications } from '../../db/schema/learning.ts';
import { expiryDigestEntries } from '../../db/schema/reminders.ts';
import { companies, companyUsers, languages, mailOutbox, users } from '../../db/schema/tenancy.ts';
import type { MailMessage } from '../../platform/mail/mail-service.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { auth, buildCompany, buildUser, tokenFor } from '../../test/factories.ts';
import { demoRows } from '../enrollments/learning-test-support.ts';
import type { ExpiryDigestData } from './expiry-digest.mail.ts';
import { runExpiryDigest } from './expiry-digest.service.ts';
import { expiryDigestJob } from './reminder-jobs.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/**
 * The weekly certificate-expiry digest (issue 14): per manager, the certificates of their companies reaching 90,
 * 60, 30 or 7 days before expiry, each once per threshold, with an unsubscribe link that is honoured.
 */
let t: TestApp;
const clock = createTestClock(new Date('2031-06-02T07:00:00Z'));
let demo: Awaited<ReturnType<typeof demoRows>>;
type Person = Awaited<ReturnType<typeof buildUser>>;
let company: typeof companies.$inferSelect;
let manager: Person;
const learners: Record<string, Person> = {};

const inDays = (days: number) => new Date(clock.now().getTime() + days * 86_400_000).toISOString();

// The courses the certificates are for, built here in English and Norwegian; the digest names them by the
// manager's language.
type BuiltCourse = Awaited<ReturnType<typeof buildCourse>>;
const courses = {} as Record<'main' | 'other', BuiltCourse>;

async function certify(
  learner: Person,
  companyId: number,
  expiresInDays: number | null,
  course: 'main' | 'other' = 'main',
) {
  await t.db.insert(certificates).values({
    tenant_id: demo.tenantId,
    user_id: learner.id,
    course_id: courses[course].course.id,
    company_id: companyId,
    title: courses[course].variants[0].variant.title,
    issued_at: inDays(-300),
    expires_at: expiresInDays === null ? null : inDays(expiresInDays),
  });
}

beforeAll(async () => {
  t = await buildTestApp({ clock });
  demo = await demoRows(t.db);
  for (const key of ['main', 'other'] as const)
    courses[key] = await buildCourse(t.db, demo.tenantId, { languages: ['en', 'nb'], lessons: 1 });
  company = await buildCompany(t.db, demo.tenantId, 'Varsel AS');
  await t.db
    .update(companies)
    .set({ permissions: { expiry_digest: true } })
    .where(eq(companies.id, company.id));
  manager = await buildUser(t.db, demo.tenantId, { companyId: company.id, isManager: true });
  const [nb] = await t.db.select().from(languages).where(eq(languages.code, 'nb'));
  await t.db.update(users).set({ preferred_language_id: nb.id }).where(eq(users.id, manager.id));
  for (const name of ['soon', 'month', 'quarter', 'later', 'expired', 'renewed', 'left'])
    learners[name] = await buildUser(t.db, demo.tenantId, { companyId: company.id });
  await certify(learners.soon, company.id, 5);
  await certify(learners.month, company.id, 25);
  await certify(learners.quarter, company.id, 80);
  await certify(learners.later, company.id, 100);
  await certify(learners.expired, company.id, -2);
  await certify(learners.renewed, company.id, 10);
  await certify(learners.renewed, company.id, 375);
  await certify(learners.left, company.id, 6);
  await t.db.delete(companyUsers).where(eq(companyUsers.user_id, learners.left.id));
});
afterAll(() => t.close());

const digestsTo = (email: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.to} = ${email} and ${mailOutbox.template} = 'expiry-digest'`)
    .orderBy(asc(mailOutbox.id));

async function digestData(run: () => Promise<unknown>): Promise<MailMessage<ExpiryDigestData>[]> {
  const sendLater = vi.spyOn(t.app.services.mail, 'sendLater');
  try {
    await run();
    return sendLater.mock.calls.map(([message]) => message as MailMessage<ExpiryDigestData>);
  } finally {
    sendLater.mockRestore();
  }
}

describe('the weekly expiry digest', () => {
  it('sends each manager one mail in their language with what reaches a threshold, and an unsubscribe link', async () => {
    const [message, ...others] = await digestData(() => t.app.services.jobs.enqueue(expiryDigestJob, {}));
    expect(others).toEqual([]);
    expect(message).toMatchObject({ to: manager.email, locale: 'nb' });
    const name = (person: Person) => `${person.first_name} ${person.last_name}`;
    // The course's Norwegian title, the manager's language.
    const title = courses.main.variants.find((variant) => variant.language.code === 'nb')!.variant.title;
    expect(title).not.toBe(courses.main.course.name);
    expect(message.data.entries).toEqual([
      {
        learner: name(learners.soon),
        company: 'Varsel AS',
        course: title,
        expires: inDays(5).slice(0, 10),
        threshold: 7,
      },
      {
        learner: name(learners.month),
        company: 'Varsel AS',
        course: title,
        expires: inDays(25).slice(0, 10),
        threshold: 30,
      },
      {
        learner: name(learners.quarter),
        company: 'Varsel AS',
        course: title,
        expires: inDays(80).slice(0, 10),
        threshold: 90,
      },
    ]);
    const [mail] = await digestsTo(manager.email);
    expect(mail).toMatchObject({ subject: 'Kursbevis som snart utløper: 3', locale: 'nb', status: 'sent' });
    const eml = readFileSync(mail.path!, 'utf8').replace(/\r?\n[ \t]+/g, ' ');
    const link = `${t.config.publicUrl}/api/v1/mail/unsubscribe/${unsubscribeToken(t.config.appSecret, manager.uuid)}`;
    expect(message.data.unsubscribe).toBe(link);
    expect(eml).toContain(`List-Unsubscribe: <${link}>`);
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(
      await t.db.select().from(expiryDigestEntries).where(eq(expiryDigestEntries.manager_id, manager.id)),
    ).toHaveLength(3);
  });

  it('tells each certificate once per threshold: the next weeks stay quiet until one reaches the next', async () => {
    expect(await digestData(() => runExpiryDigest(t.app.services))).toEqual([]);
    clock.advanceDays(7);
    expect(await digestData(() => runExpiryDigest(t.app.services))).toEqual([]);
    clock.advanceDays(14);
    // Three weeks on: 25 days left then is 4 now (the 7-day threshold), 80 is 59 (60), 100 is 79 (90).
    const [message] = await digestData(() => runExpiryDigest(t.app.services));
    const name = (person: Person) => `${person.first_name} ${person.last_name}`;
    expect(message.data.entries.map((entry) => [entry.learner, entry.threshold])).toEqual([
      [name(learners.month), 7],
      [name(learners.quarter), 60],
      [name(learners.later), 90],
    ]);
    clock.advanceDays(-21);
    expect(await digestsTo(manager.email)).toHaveLength(2);
  });

  it('leaves out companies without the permission or with e-mails disabled', async () => {
    const plain = await buildCompany(t.db, demo.tenantId);
    const plainManager = await buildUser(t.db, demo.tenantId, { companyId: plain.id, isManager: true });
    await certify(await buildUser(t.db, demo.tenantId, { companyId: plain.id }), plain.id, 3);
    const muted = await buildCompany(t.db, demo.tenantId);
    await t.db
      .update(companies)
      .set({ permissions: { expiry_digest: true }, settings: { ...muted.settings, emails_disabled: true } })
      .where(eq(companies.id, muted.id));
    const mutedManager = await buildUser(t.db, demo.tenantId, { companyId: muted.id, isManager: true });
    await certify(await buildUser(t.db, demo.tenantId, { companyId: muted.id }), muted.id, 3);
    await runExpiryDigest(t.app.services);
    expect(await digestsTo(plainManager.email)).toEqual([]);
    expect(await digestsTo(mutedManager.email)).toEqual([]);
  });

  it('gives a manager of two companies one mail covering both', async () => {
    const second = await buildCompany(t.db, demo.tenantId, 'Andre AS');
    await t.db
      .update(companies)
      .set({ permissions: { expiry_digest: true } })
      .where(eq(companies.id, second.id));
    const third = await buildCompany(t.db, demo.tenantId, 'Tredje AS');
    await t.db
      .update(companies)
      .set({ permissions: { expiry_digest: true } })
      .where(eq(companies.id, third.id));
    const both = await buildUser(t.db, demo.tenantId, { companyId: second.id, isManager: true });
    await t.db
      .insert(companyUsers)
      .values({ tenant_id: demo.tenantId, company_id: third.id, user_id: both.id, is_manager: true });
    await certify(await buildUser(t.db, demo.tenantId, { companyId: second.id }), second.id, 20);
    await certify(await buildUser(t.db, demo.tenantId, { companyId: third.id }), third.id, 40);
    const messages = await digestData(() => runExpiryDigest(t.app.services));
    const toBoth = messages.filter((message) => message.to === both.email);
    expect(toBoth).toHaveLength(1);
    expect(toBoth[0]).toMatchObject({ locale: 'en' });
    expect(toBoth[0].data.entries.map((entry) => entry.company)).toEqual(['Andre AS', 'Tredje AS']);
    expect((await digestsTo(both.email))[0].subject).toBe('Certificates about to expire: 2');
  });

  it('tells the administrators when the digest fails, and throws so the job is retried', async () => {
    await t.db.execute(sql`alter table expiry_digest_entries rename to expiry_digest_entries_away`);
    try {
      await expect(runExpiryDigest(t.app.services)).rejects.toThrow(/expiry digest failed: relation/);
    } finally {
      await t.db.execute(sql`alter table expiry_digest_entries_away rename to expiry_digest_entries`);
    }
    const alerts = await t.db
      .select()
      .from(notifications)
      .where(sql`${notifications.data} ->> 'alert_key' like 'reminders:digest-failed:%'`);
    expect(alerts.map((alert) => alert.user_id)).toContain(demo.user('admin').id);
    expect(alerts[0].data).toMatchObject({ subject_key: 'reminders.digest_failed_subject' });
  });
});

describe('the unsubscribe link', () => {
  const page = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1/mail/unsubscribe/${token}`, headers });

  it('asks to confirm on GET (a link scanner changes nothing), in the person’s language', async () => {
    const response = await page(unsubscribeToken(t.config.appSecret, manager.uuid));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('<html lang="nb">');
    expect(response.body).toContain(
      `Stoppe den ukentlige oversikten over kursbevis som utløper for ${manager.email}?`,
    );
    expect(response.body).toContain('<form method="post">');
    const [row] = await t.db.select().from(users).where(eq(users.id, manager.id));
    expect(row.email_digest).toBe(true);
  });

  it('turns the digest off on a one-click POST, and the next digest honours it', async () => {
    const other = await buildUser(t.db, demo.tenantId, { companyId: company.id, isManager: true });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mail/unsubscribe/${unsubscribeToken(t.config.appSecret, other.uuid)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('You will no longer receive the weekly certificate-expiry digest.');
    const [row] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(row.email_digest).toBe(false);

    await certify(await buildUser(t.db, demo.tenantId, { companyId: company.id }), company.id, 4, 'other');
    const messages = await digestData(() => runExpiryDigest(t.app.services));
    expect(messages.map((message) => message.to)).toContain(manager.email);
    expect(messages.map((message) => message.to)).not.toContain(other.email);

    // The preference is the person's own to turn on again.
    const token = await tokenFor(t.db, other);
    const settings = await t.app.inject({ url: '/api/v1/users/me/settings', headers: auth(token) });
    expect(settings.json().data.item.email_digest).toBe(false);
    const on = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/settings',
      headers: auth(token),
      payload: { email_digest: true },
    });
    expect(on.json().data.item.email_digest).toBe(true);
  });

  it('answers JSON to a JSON caller, and 404 to a tampered or foreign link', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mail/unsubscribe/${unsubscribeToken(t.config.appSecret, manager.uuid)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(json.statusCode).toBe(200);
    // The person's language, not the request's.
    expect(json.json().data.message).toBe(
      'Du får ikke lenger den ukentlige oversikten over kursbevis som utløper.',
    );

    const tampered = `${manager.uuid}.${'A'.repeat(43)}`;
    expect((await page(tampered)).statusCode).toBe(404);
    const forged = unsubscribeToken('some-other-secret-some-other-secret-00', manager.uuid);
    const refused = await t.app.inject({ method: 'POST', url: `/api/v1/mail/unsubscribe/${forged}` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This unsubscribe link is invalid.');
    expect((await page('not-a-token', { 'accept-language': 'nb' })).body).toContain(
      'Denne avmeldingslenken er ugyldig.',
    );
  });
});
