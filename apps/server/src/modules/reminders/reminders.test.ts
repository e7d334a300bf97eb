import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { certificates, enrollments, notifications } from '../../db/schema/learning.ts';
import { reminderDeliveries } from '../../db/schema/reminders.ts';
import { companies, companyUsers, languages, mailOutbox, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { auth, buildCompany, buildDepartment, buildUser, tokenFor } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { runAutomaticReminders } from './automatic-reminders.service.ts';
import { automaticRemindersJob } from './reminder-jobs.ts';

/**
 * Deadline reminders (issue 14): the automatic run, manual reminders from the insights tab, the delivery log
 * and the administrators' notifications, on a company of its own (Fjordbris AS) built beside the demo data.
 */
let t: TestApp;
let dataDir: string;
const clock = createTestClock(new Date('2031-03-10T08:00:00Z'));
let demo: Awaited<ReturnType<typeof demoRows>>;
let tokens: Record<DemoRole, string>;

type Person = Awaited<ReturnType<typeof buildUser>>;
let company: typeof companies.$inferSelect;
let manager: Person;
let head: Person;
/** In the head's department. */
let ida: Person;
/** In the other department. */
let odd: Person;
/** Holds a valid certificate. */
let cert: Person;
/** Turned course e-mails off. */
let quiet: Person;
/** Prefers Norwegian. */
let nora: Person;
let enrollment: typeof enrollments.$inferSelect;
// The courses are built here in English and Norwegian: the company is enrolled in `main`; `other` and `third`
// are for learners of companies of their own.
type CourseKey = 'main' | 'other' | 'third';
const courses = {} as Record<CourseKey, Awaited<ReturnType<typeof buildCourse>>>;
const title = (language: 'en' | 'nb') =>
  courses.main.variants.find((variant) => variant.language.code === language)!.variant.title;
const token: Record<string, string> = {};

const day = (offset: number) =>
  new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'academy-reminders-'));
  t = await buildTestApp({ clock, config: { dataDir } });
  demo = await demoRows(t.db);
  tokens = await demoTokens(t.db);
  const tenantId = demo.tenantId;
  for (const key of ['main', 'other', 'third'] as const)
    courses[key] = await buildCourse(t.db, tenantId, { languages: ['en', 'nb'], lessons: 1 });
  company = await buildCompany(t.db, tenantId, 'Fjordbris AS');
  const north = await buildDepartment(t.db, tenantId, company.id, 'North');
  const south = await buildDepartment(t.db, tenantId, company.id, 'South');
  const member = (options: Parameters<typeof buildUser>[2] = {}) =>
    buildUser(t.db, tenantId, { companyId: company.id, ...options });
  manager = await member({ isManager: true });
  head = await member({ departmentId: north.id, isHead: true });
  ida = await member({ departmentId: north.id });
  odd = await member({ departmentId: south.id });
  cert = await member({ departmentId: north.id });
  quiet = await member({ departmentId: south.id });
  nora = await member({ departmentId: south.id });
  await t.db.update(users).set({ email_course: false }).where(eq(users.id, quiet.id));
  const [nb] = await t.db
    .select()
    .from(languages)
    .where(and(eq(languages.tenant_id, tenantId), eq(languages.code, 'nb')));
  await t.db.update(users).set({ preferred_language_id: nb.id }).where(eq(users.id, nora.id));
  await t.db.insert(certificates).values({
    tenant_id: tenantId,
    user_id: cert.id,
    course_id: courses.main.course.id,
    company_id: company.id,
    title: courses.main.variants[0].variant.title,
    issued_at: clock.now().toISOString(),
  });
  [enrollment] = await t.db
    .insert(enrollments)
    .values({
      tenant_id: tenantId,
      course_id: courses.main.course.id,
      company_id: company.id,
      enrollable_type: 'company',
      enrollable_id: company.id,
      start_date: day(-20),
      end_date: day(5),
    })
    .returning();
  for (const [name, person] of Object.entries({ manager, head, ida }))
    token[name] = await tokenFor(t.db, person);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const outboxTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id));
const logOf = (userId: number) =>
  t.db
    .select()
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.user_id, userId))
    .orderBy(asc(reminderDeliveries.id));
const alerts = () =>
  t.db
    .select()
    .from(notifications)
    .where(sql`${notifications.data} ->> 'type' = 'reminders.alert'`)
    .orderBy(asc(notifications.id));
const runJob = () => t.app.services.jobs.enqueue(automaticRemindersJob, {});

/** A learner alone in a company of their own, enrolled personally in a course ending `endOffset` days from now. */
async function loneLearner(courseKey: CourseKey, endOffset: number | null, enrollment: object = {}) {
  const own = await buildCompany(t.db, demo.tenantId);
  const learner = await buildUser(t.db, demo.tenantId, { companyId: own.id });
  await t.db.insert(enrollments).values({
    tenant_id: demo.tenantId,
    course_id: courses[courseKey].course.id,
    company_id: own.id,
    enrollable_type: 'user',
    enrollable_id: learner.id,
    start_date: day(-3),
    end_date: endOffset === null ? null : day(endOffset),
    ...enrollment,
  });
  return { company: own, learner };
}

describe('automatic reminders', () => {
  it('sends the 7-day reminder once to each learner who needs it, in their language, and logs the others as skipped', async () => {
    await runJob();

    const [toIda] = await outboxTo(ida.email);
    expect(toIda).toMatchObject({
      template: 'enrollment-reminder',
      subject: `Reminder: ${title('en')}`,
      locale: 'en',
      status: 'sent',
    });
    expect((await outboxTo(nora.email))[0]).toMatchObject({
      subject: `Påminnelse: ${title('nb')}`,
      locale: 'nb',
      status: 'sent',
    });
    expect(await outboxTo(cert.email)).toEqual([]);
    expect(await outboxTo(quiet.email)).toEqual([]);

    expect(await logOf(ida.id)).toEqual([
      expect.objectContaining({
        kind: 'automatic',
        threshold_days: 7,
        status: 'sent',
        reason: null,
        enrollment_id: enrollment.id,
        company_id: company.id,
        recipient: ida.email,
        mail_outbox_id: toIda.id,
        message_id: toIda.message_id,
      }),
    ]);
    expect(toIda.message_id).toMatch(/^<.+>$/);
    expect(await logOf(cert.id)).toEqual([
      expect.objectContaining({ status: 'skipped', reason: 'completed', mail_outbox_id: null }),
    ]);
    expect(await logOf(quiet.id)).toEqual([
      expect.objectContaining({ status: 'skipped', reason: 'course_emails_off' }),
    ]);
    expect(await alerts()).toEqual([]);
  });

  it('sends nothing more when the job runs again the same day, or on another node the next day', async () => {
    const before = (await t.db.select().from(mailOutbox)).length;
    await runJob();
    clock.advanceDays(1);
    await runAutomaticReminders(t.app.services);
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
    expect(await logOf(ida.id)).toHaveLength(1);
    clock.advanceDays(-1);
  });

  it('sends the 1-day reminder once the end date is a day away, again only once', async () => {
    clock.advanceDays(4);
    await runJob();
    await runJob();
    clock.advanceDays(-4);
    const mails = await outboxTo(odd.email);
    expect(mails).toHaveLength(2);
    expect((await logOf(odd.id)).map((row) => [row.threshold_days, row.status])).toEqual([
      [7, 'sent'],
      [1, 'sent'],
    ]);
  });

  it('leaves companies that do not send reminders, revoked enrollments and open-ended ones alone', async () => {
    const silent = await loneLearner('other', 2);
    await t.db
      .update(companies)
      .set({ settings: { ...silent.company.settings, send_reminders: false } })
      .where(eq(companies.id, silent.company.id));
    const revoked = await loneLearner('other', 2, { revoked_at: clock.now().toISOString() });
    const open = await loneLearner('other', null);
    const ended = await loneLearner('other', -1, { start_date: day(-30) });
    await runJob();
    for (const { learner } of [silent, revoked, open, ended]) {
      expect(await outboxTo(learner.email)).toEqual([]);
      expect(await logOf(learner.id)).toEqual([]);
    }
  });

  it('takes the deadline that ends first: a personal enrollment ending later does not postpone the company’s', async () => {
    const extended = await buildUser(t.db, demo.tenantId, { companyId: company.id });
    await t.db.insert(enrollments).values({
      tenant_id: demo.tenantId,
      course_id: courses.main.course.id,
      company_id: company.id,
      enrollable_type: 'user',
      enrollable_id: extended.id,
      start_date: day(-3),
      end_date: day(30),
    });
    await runJob();
    expect(await logOf(extended.id)).toEqual([
      expect.objectContaining({ threshold_days: 7, enrollment_id: enrollment.id, status: 'sent' }),
    ]);
  });

  it('tells the administrators when learners were due but nothing went out (e-mails disabled)', async () => {
    const muted = await buildCompany(t.db, demo.tenantId, 'Dempet AS');
    await t.db
      .update(companies)
      .set({ settings: { ...muted.settings, emails_disabled: true } })
      .where(eq(companies.id, muted.id));
    const learner = await buildUser(t.db, demo.tenantId, { companyId: muted.id });
    await t.db.insert(enrollments).values({
      tenant_id: demo.tenantId,
      course_id: courses.main.course.id,
      company_id: muted.id,
      enrollable_type: 'company',
      enrollable_id: muted.id,
      start_date: day(-3),
      end_date: day(6),
    });
    const [summary] = await runAutomaticReminders(t.app.services);
    expect(summary).toMatchObject({ due: 1, sent: 0, skipped: 1, mailsOff: 1, error: null });
    expect(await logOf(learner.id)).toEqual([
      expect.objectContaining({ status: 'skipped', reason: 'company_emails_disabled' }),
    ]);
    const raised = await alerts();
    const admins = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenant_id, demo.tenantId), inArray(users.role, ['admin', 'super_admin'])));
    expect(raised.map((row) => row.user_id).sort()).toEqual(admins.map((row) => row.id).sort());
    expect(raised[0].data).toMatchObject({
      subject_key: 'reminders.nothing_sent_subject',
      alert_key: `reminders:nothing-sent:${demo.tenantId}:${day(0)}`,
    });

    // Read by an administrator in their language, through the notifications API.
    const read = await t.app.inject({
      url: `/api/v1/notifications/${raised.find((row) => row.user_id === demo.user('admin').id)!.uuid}`,
      headers: auth(tokens.admin, { 'accept-language': 'nb' }),
    });
    expect(read.json().data.item).toMatchObject({
      subject: `Ingen påminnelser om frist ble sendt ${day(0)}`,
      message: expect.stringContaining('1 deltakere skulle hatt en påminnelse om frist'),
    });
    // Once a day: the same trouble on a retried run adds nothing.
    await t.db.delete(reminderDeliveries).where(eq(reminderDeliveries.user_id, learner.id));
    await runAutomaticReminders(t.app.services);
    expect(await alerts()).toHaveLength(raised.length);
    await t.db.delete(notifications).where(sql`${notifications.data} ->> 'type' = 'reminders.alert'`);
    await t.db
      .update(enrollments)
      .set({ revoked_at: clock.now().toISOString() })
      .where(eq(enrollments.company_id, muted.id));
  });

  it('logs a reminder the mail server refused as failed, with the error for administrators, and tells them', async () => {
    const { company: lateCompany, learner: late } = await loneLearner('third', 1);
    // The outbox writes .eml files into DATA_DIR/mail: a file in its place makes every delivery fail.
    await rm(join(dataDir, 'mail'), { recursive: true, force: true });
    await writeFile(join(dataDir, 'mail'), 'not a folder');
    try {
      const [summary] = await runAutomaticReminders(t.app.services);
      expect(summary).toMatchObject({ sent: 0, failed: 1 });
    } finally {
      await rm(join(dataDir, 'mail'), { force: true });
    }
    const [row] = await logOf(late.id);
    expect(row).toMatchObject({ status: 'failed', reason: 'delivery_failed', threshold_days: 1 });
    expect(row.error).toMatch(/EEXIST|ENOTDIR/);
    expect((await outboxTo(late.email))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    const keys = (await alerts()).map((alert) => (alert.data as { alert_key: string }).alert_key);
    expect(keys).toContain(`reminders:delivery-failed:${demo.tenantId}:${day(0)}`);
    expect(keys).toContain(`reminders:nothing-sent:${demo.tenantId}:${day(0)}`);

    const log = async (who: string) =>
      (
        await t.app.inject({
          url: `/api/v1/companies/${lateCompany.uuid}/users/${late.uuid}/reminder-deliveries`,
          headers: auth(who),
        })
      ).json().data.items[0];
    const lateManager = await buildUser(t.db, demo.tenantId, { companyId: lateCompany.id, isManager: true });
    expect((await log(tokens.admin)).error).toBe(row.error);
    expect(await log(await tokenFor(t.db, lateManager))).toMatchObject({
      status: 'failed',
      reason: 'delivery_failed',
      error: null,
    });
    await t.db.delete(notifications).where(sql`${notifications.data} ->> 'type' = 'reminders.alert'`);
  });

  it('raises a run failure when a tenant’s share breaks, and throws so the job is retried', async () => {
    // The database refuses to log reminders (think: a full disk) while the candidates still read.
    await t.db.execute(
      sql`create function refuse_reminders() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
    );
    await t.db.execute(
      sql`create trigger refuse_reminders before insert on reminder_deliveries for each row execute function refuse_reminders()`,
    );
    const { learner } = await loneLearner('other', 3);
    try {
      const runId = randomUUID();
      await expect(runAutomaticReminders(t.app.services, runId)).rejects.toThrow(
        `reminder run ${runId} failed: disk full`,
      );
    } finally {
      await t.db.execute(sql`drop trigger refuse_reminders on reminder_deliveries`);
      await t.db.execute(sql`drop function refuse_reminders()`);
    }
    expect(await outboxTo(learner.email)).toEqual([]);
    const [alert] = await alerts();
    expect(alert.data).toMatchObject({
      subject_key: 'reminders.run_failed_subject',
      alert_key: `reminders:run-failed:${demo.tenantId}:${day(0)}`,
    });
    // The retry sends what the failed run did not.
    const [retried] = await runAutomaticReminders(t.app.services);
    expect(retried).toMatchObject({ sent: 1, error: null });
    expect(await outboxTo(learner.email)).toHaveLength(1);
    await t.db.delete(notifications).where(sql`${notifications.data} ->> 'type' = 'reminders.alert'`);
  });

  it('raises a run failure for every tenant when the run cannot even find who is due', async () => {
    await t.db.execute(sql`alter table reminder_deliveries rename to reminder_deliveries_away`);
    try {
      await expect(runAutomaticReminders(t.app.services, 'run-2')).rejects.toThrow(
        /reminder run run-2 failed/,
      );
    } finally {
      await t.db.execute(sql`alter table reminder_deliveries_away rename to reminder_deliveries`);
    }
    expect((await alerts()).map((alert) => (alert.data as { alert_key: string }).alert_key)).toContain(
      `reminders:run-failed:${demo.tenantId}:${day(0)}`,
    );
    await t.db.delete(notifications).where(sql`${notifications.data} ->> 'type' = 'reminders.alert'`);
  });
});

describe('manual reminders (insights tab)', () => {
  const send = (
    who: string,
    payload: object,
    headers: Record<string, string> = {},
    companyRef = company.uuid,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${companyRef}/reminders`,
      headers: auth(who, headers),
      payload,
    });

  beforeEach(async () => {
    await t.db.delete(reminderDeliveries).where(eq(reminderDeliveries.kind, 'manual'));
  });

  it('sends to the selected learners, logs each, and skips the ones who completed or are not enrolled', async () => {
    const response = await send(token.manager, {
      course_id: courses.main.course.uuid,
      user_ids: [ida.id, cert.uuid, nora.id],
    });
    expect(response.statusCode).toBe(200);
    const { item, meta } = response.json().data;
    expect(meta).toMatchObject({
      message: 'Reminders: 2 sent, 1 skipped, 0 failed.',
      relations: ['reminder-deliveries'],
    });
    expect(item).toMatchObject({ sent: 2, skipped: 1, failed: 0 });
    const outcome = (person: Person) =>
      item.outcomes.find((o: { user: { id: number } }) => o.user.id === person.id);
    expect(outcome(ida)).toMatchObject({
      status: 'sent',
      reason: null,
      user: { uuid: ida.uuid, email: ida.email },
    });
    expect(outcome(cert)).toMatchObject({ status: 'skipped', reason: 'completed' });
    expect((await outboxTo(nora.email)).at(-1)).toMatchObject({ locale: 'nb', status: 'sent' });
    expect((await logOf(ida.id)).at(-1)).toMatchObject({
      kind: 'manual',
      sent_by_id: manager.id,
      status: 'sent',
      enrollment_id: enrollment.id,
      threshold_days: null,
    });

    // The company enrolled nobody of its own in the other course.
    const notEnrolled = await send(token.manager, {
      course_id: courses.other.course.id,
      user_ids: [ida.id],
    });
    expect(notEnrolled.json().data.item.outcomes[0]).toMatchObject({
      status: 'skipped',
      reason: 'not_enrolled',
    });
  });

  it('does not remind the same learner of the same course by hand twice within a day', async () => {
    const payload = { course_id: courses.main.course.id, user_ids: [odd.id] };
    expect((await send(token.manager, payload)).json().data.item.sent).toBe(1);
    const again = await send(token.manager, payload);
    expect(again.json().data.item.outcomes[0]).toMatchObject({
      status: 'skipped',
      reason: 'recently_reminded',
    });
    clock.advanceDays(1.1);
    expect((await send(token.manager, payload)).json().data.item.sent).toBe(1);
    clock.advanceDays(-1.1);
  });

  it('writes the mail in the learner’s language, else the sender’s', async () => {
    await send(
      token.manager,
      { course_id: courses.main.course.id, user_ids: [nora.id, ida.id] },
      { 'accept-language': 'nb' },
    );
    expect((await outboxTo(nora.email)).at(-1)).toMatchObject({ locale: 'nb' });
    expect((await outboxTo(ida.email)).at(-1)).toMatchObject({
      locale: 'nb',
      subject: `Påminnelse: ${title('nb')}`,
    });
  });

  it('lets a department head remind only the members of the departments they head', async () => {
    const refused = await send(token.head, {
      course_id: courses.main.course.id,
      user_ids: [ida.id, odd.id],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ user_ids: ['The selected item does not exist.'] });
    expect(await logOf(ida.id).then((rows) => rows.filter((row) => row.kind === 'manual'))).toEqual([]);
    const allowed = await send(token.head, { course_id: courses.main.course.id, user_ids: [ida.id] });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data.item.sent).toBe(1);
  });

  it('refuses learners, other companies’ people and guests, and reaches nobody outside the company', async () => {
    const payload = { course_id: courses.main.course.id, user_ids: [ida.id] };
    expect((await send(token.ida, payload)).statusCode).toBe(403);
    expect((await send(tokens.fjordManager, payload)).statusCode).toBe(404);
    expect((await send(tokens.manager, payload)).statusCode).toBe(404);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${company.uuid}/reminders`,
      payload: {},
    });
    expect(guest.statusCode).toBe(401);
    // A Nordlys learner named by this company's manager is like one who does not exist.
    const stranger = await send(token.manager, {
      course_id: courses.main.course.id,
      user_ids: [demo.user('learner').id],
    });
    expect(stranger.statusCode).toBe(422);
    const unknownCourse = await send(token.manager, { course_id: 999999, user_ids: [ida.id] });
    expect(unknownCourse.json().errors).toEqual({ course_id: ['The selected item does not exist.'] });
    expect(await t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.kind, 'manual'))).toEqual(
      [],
    );
  });

  it('lets an administrator remind anyone of the company', async () => {
    const response = await send(tokens.admin, { course_id: courses.main.course.id, user_ids: [head.id] });
    expect(response.json().data.item).toMatchObject({ sent: 1 });
  });
});

describe("a learner's reminder log", () => {
  const log = (who: string, person: Person, query = '', companyRef = company.uuid) =>
    t.app.inject({
      url: `/api/v1/companies/${companyRef}/users/${person.uuid}/reminder-deliveries${query}`,
      headers: auth(who, { 'accept-language': 'nb' }),
    });

  it('lists every reminder of the learner in the company, newest first, the course in the reader’s language', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${company.uuid}/reminders`,
      headers: auth(token.manager),
      payload: { course_id: courses.main.course.id, user_ids: [ida.id] },
    });
    const response = await log(token.manager, ida);
    expect(response.statusCode).toBe(200);
    const { items, meta } = response.json().data;
    // The test clock stands still, so the 1-day reminder (sent 4 days on) is the newest, then by id.
    expect(
      items.map((item: { kind: string; threshold_days: number | null }) => [item.kind, item.threshold_days]),
    ).toEqual([
      ['automatic', 1],
      ['manual', null],
      ['automatic', 7],
    ]);
    expect(items[1]).toMatchObject({
      status: 'sent',
      reason: null,
      recipient: ida.email,
      course: { uuid: courses.main.course.uuid, header: title('nb') },
      enrollment_uuid: enrollment.uuid,
      sent_by: { uuid: manager.uuid, email: manager.email },
      message_id: expect.stringMatching(/^<.+>$/),
      error: null,
    });
    expect(items[2]).toMatchObject({ kind: 'automatic', threshold_days: 7, sent_by: null });
    expect(meta.pagination).toEqual({ page: 1, per_page: 25, total: 3, last_page: 1 });

    const paged = await log(token.manager, ida, '?per_page=1&page=2');
    expect(paged.json().data.items.map((item: { kind: string }) => item.kind)).toEqual(['manual']);
    expect(paged.json().data.meta.pagination).toEqual({ page: 2, per_page: 1, total: 3, last_page: 3 });
    const other = await log(token.manager, ida, `?course=${courses.other.course.uuid}`);
    expect(other.json().data.items).toEqual([]);
    expect((await log(token.manager, cert)).json().data.items[0]).toMatchObject({
      status: 'skipped',
      reason: 'completed',
    });
  });

  it('is read by a head only for their departments, and by nobody outside the company', async () => {
    expect((await log(token.head, ida)).statusCode).toBe(200);
    expect((await log(token.head, odd)).statusCode).toBe(404);
    expect((await log(token.ida, ida)).statusCode).toBe(403);
    expect((await log(tokens.fjordManager, ida)).statusCode).toBe(404);
    expect((await log(tokens.manager, ida)).statusCode).toBe(404);
    // A Nordlys learner through this company's address: not one of its members.
    expect((await log(token.manager, { uuid: demo.user('learner').uuid } as Person)).statusCode).toBe(404);
    expect((await log(tokens.admin, ida)).statusCode).toBe(200);
  });

  it('answers within the scope a manager acts in', async () => {
    const both = await buildUser(t.db, demo.tenantId, { companyId: company.id, isManager: true });
    await t.db
      .insert(companyUsers)
      .values({ tenant_id: demo.tenantId, company_id: demo.nordlys.id, user_id: both.id, is_manager: true });
    const bothToken = await tokenFor(t.db, both);
    const inNordlys = await log(bothToken, ida, '', company.uuid);
    expect(inNordlys.statusCode).toBe(200);
    const scoped = await t.app.inject({
      url: `/api/v1/companies/${company.uuid}/users/${ida.uuid}/reminder-deliveries`,
      headers: auth(bothToken, { 'context-scope': `companies:${demo.nordlys.uuid}|company` }),
    });
    expect(scoped.statusCode).toBe(403);
  });
});
