import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, notifications } from '../../db/schema/learning.ts';
import { reminderDeliveries } from '../../db/schema/reminders.ts';
import { languages, mailOutbox, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { auth, buildCompany, buildDepartment, buildUser, tokenFor } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';
import { loadCourseStandings } from '../learning/index.ts';
import { automaticRemindersJob } from './reminder-jobs.ts';

/**
 * Issue 21 §4: reminders name the deadline the learner must meet — the earliest end date among their active
 * enrollments in the course — in the mail, the preview and the in-app notification, in their language.
 * The case of the issue: Tora is enrolled personally with a deadline 20 days away in a course her whole
 * company is also enrolled in, open-ended, and her department until ten months later.
 */
let t: TestApp;
let dataDir: string;
const clock = createTestClock(new Date('2031-03-10T08:00:00Z'));
let demo: Awaited<ReturnType<typeof demoRows>>;
let tokens: Record<DemoRole, string>;
type Person = Awaited<ReturnType<typeof buildUser>>;
let company: Awaited<ReturnType<typeof buildCompany>>;
let manager: Person;
let tora: Person;
/** Prefers Norwegian; reached only by the open-ended company enrollment. */
let nils: Person;
let managerToken: string;
let sales: Awaited<ReturnType<typeof buildDepartment>>;
let personal: typeof enrollments.$inferSelect;
let course: Awaited<ReturnType<typeof buildCourse>>;
const title = (language: 'en' | 'nb') =>
  course.variants.find((variant) => variant.language.code === language)!.variant.title;
const day = (offset: number) =>
  new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'academy-reminder-deadline-'));
  t = await buildTestApp({ clock, config: { dataDir } });
  demo = await demoRows(t.db);
  tokens = await demoTokens(t.db);
  const tenantId = demo.tenantId;
  course = await buildCourse(t.db, tenantId, { languages: ['en', 'nb'], lessons: 1 });
  company = await buildCompany(t.db, tenantId, 'Kystlys AS');
  sales = await buildDepartment(t.db, tenantId, company.id, 'Sales');
  manager = await buildUser(t.db, tenantId, { companyId: company.id, isManager: true });
  tora = await buildUser(t.db, tenantId, { companyId: company.id, departmentId: sales.id });
  nils = await buildUser(t.db, tenantId, { companyId: company.id });
  const [nb] = await t.db
    .select()
    .from(languages)
    .where(and(eq(languages.tenant_id, tenantId), eq(languages.code, 'nb')));
  await t.db.update(users).set({ preferred_language_id: nb.id }).where(eq(users.id, nils.id));
  const base = {
    tenant_id: tenantId,
    course_id: course.course.id,
    company_id: company.id,
    start_date: day(-5),
  };
  await t.db.insert(enrollments).values([
    { ...base, enrollable_type: 'company', enrollable_id: company.id, end_date: null },
    { ...base, enrollable_type: 'department', enrollable_id: sales.id, end_date: day(300) },
  ]);
  [personal] = await t.db
    .insert(enrollments)
    .values({ ...base, enrollable_type: 'user', enrollable_id: tora.id, end_date: day(20) })
    .returning();
  managerToken = await tokenFor(t.db, manager);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (path: string, token: string, payload: object, language = 'en', companyRef = company.uuid) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyRef}/reminders${path}`,
    headers: auth(token, { 'accept-language': language }),
    payload,
  });
const outboxTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id));
/** The mail's text part as written to the outbox's .eml (quoted-printable undone). */
const mailText = (path: string) =>
  Buffer.from(
    readFileSync(path, 'latin1')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
const sideEffects = async () => ({
  deliveries: (await t.db.select().from(reminderDeliveries)).length,
  mails: (await t.db.select().from(mailOutbox)).length,
  notifications: (await t.db.select().from(notifications)).length,
});
// 2031-03-10 + 20 days
const deadlineEn = '30 March 2031';
const deadlineNb = '30. mars 2031';

describe('the deadline a reminder names', () => {
  it('previews the mail as the learner gets it, with the earliest deadline, and changes nothing', async () => {
    const before = await sideEffects();
    const response = await post('/preview', managerToken, {
      course_id: course.course.uuid,
      user_ids: [tora.uuid],
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json().data.item;
    expect(preview).toMatchObject({
      recipients: 1,
      skipped: 0,
      sample: { user: { uuid: tora.uuid }, locale: 'en', subject: `Reminder: ${title('en')}` },
    });
    expect(preview.sample.text).toContain(`Please complete it by ${deadlineEn}.`);
    expect(await sideEffects()).toEqual(before);
  });

  it('previews in the recipient’s language and counts who would be skipped', async () => {
    const done = await buildUser(t.db, demo.tenantId, { companyId: company.id, isManager: false });
    await t.db.update(users).set({ is_active: false }).where(eq(users.id, done.id));
    const response = await post('/preview', managerToken, {
      course_id: course.course.id,
      user_ids: [nils.id, done.id],
    });
    const preview = response.json().data.item;
    expect(preview).toMatchObject({
      recipients: 1,
      skipped: 1,
      sample: { user: { id: nils.id }, locale: 'nb', subject: `Påminnelse: ${title('nb')}` },
    });
    // Nils is reached only by the open-ended company enrollment: no deadline sentence.
    expect(preview.sample.text).toContain(`Du er påmeldt «${title('nb')}»`);
    expect(preview.sample.text).not.toContain('innen');
  });

  it('sends what the preview showed: the personal deadline, not the department’s ten months later', async () => {
    const preview = (
      await post('/preview', managerToken, { course_id: course.course.id, user_ids: [tora.id] })
    ).json().data.item;
    const sent = await post('', managerToken, { course_id: course.course.id, user_ids: [tora.id] });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.item).toMatchObject({ sent: 1, skipped: 0 });
    const [mail] = await outboxTo(tora.email);
    expect(mail).toMatchObject({ subject: preview.sample.subject, status: 'sent', locale: 'en' });
    const text = mailText(mail.path!);
    expect(text).toContain(`Please complete it by ${deadlineEn}.`);
    for (const line of preview.sample.text.trim().split('\n').filter(Boolean)) expect(text).toContain(line);
    const [logged] = await t.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.user_id, tora.id));
    expect(logged).toMatchObject({ enrollment_id: personal.id, status: 'sent' });
  });

  it('notifies the learner in the academy with the course and the deadline, in the reader’s language', async () => {
    const read = async (language: string) => {
      const response = await t.app.inject({
        url: '/api/v1/notifications',
        headers: auth(await tokenFor(t.db, tora), { 'accept-language': language }),
      });
      expect(response.statusCode).toBe(200);
      return response
        .json()
        .data.items.filter((item: { data: { type?: string } }) => item.data.type === 'reminders.deadline');
    };
    const [en] = await read('en');
    expect(en).toMatchObject({
      subject: `Reminder: ${title('en')}`,
      message: `Please complete ${title('en')} by ${deadlineEn}.`,
      course: { uuid: course.course.uuid, header: title('en') },
      data: { end_date: day(20), course_uuid: course.course.uuid },
    });
    const [nb] = await read('nb');
    expect(nb).toMatchObject({
      subject: `Påminnelse: ${title('nb')}`,
      message: `Fullfør ${title('nb')} innen ${deadlineNb}.`,
    });
  });

  it('the automatic run reminds at the earliest deadline’s threshold, and notifies as well', async () => {
    const before = (await t.db.select().from(notifications).where(eq(notifications.user_id, tora.id))).length;
    clock.advanceDays(13);
    try {
      await t.app.services.jobs.enqueue(automaticRemindersJob, {});
    } finally {
      clock.advanceDays(-13);
    }
    const automatic = await t.db
      .select()
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.user_id, tora.id), eq(reminderDeliveries.kind, 'automatic')));
    expect(automatic).toEqual([
      expect.objectContaining({ threshold_days: 7, enrollment_id: personal.id, status: 'sent' }),
    ]);
    expect(mailText((await outboxTo(tora.email)).at(-1)!.path!)).toContain(deadlineEn);
    const after = await t.db.select().from(notifications).where(eq(notifications.user_id, tora.id));
    expect(after).toHaveLength(before + 1);
    // Nobody the open-ended enrollment alone reaches is reminded automatically.
    expect(
      await t.db
        .select()
        .from(reminderDeliveries)
        .where(and(eq(reminderDeliveries.user_id, nils.id), eq(reminderDeliveries.kind, 'automatic'))),
    ).toEqual([]);
  });

  it('gives the learner’s course the same deadline (what the dashboard card and course page show)', async () => {
    // The standing the course list and course page read (the clock's today: the API's visibility uses the
    // database's date, years before this test's clock).
    const deadlineOf = async (person: Person, departmentIds: number[]) => {
      const scope = {
        tenantId: demo.tenantId,
        userId: person.id,
        companyIds: [company.id],
        departmentIds,
        now: clock.now(),
        today: day(0),
      };
      return (await loadCourseStandings(t.db, scope, [course.course.id])).get(course.course.id)?.deadline;
    };
    expect(await deadlineOf(tora, [sales.id])).toBe(day(20));
    // The open-ended enrollment alone gives no deadline.
    expect(await deadlineOf(nils, [])).toBeNull();
  });

  it('keeps the preview to the company: another company’s manager gets 404 and learns nothing', async () => {
    const before = await sideEffects();
    const payload = { course_id: course.course.id, user_ids: [tora.id] };
    expect((await post('/preview', tokens.manager, payload)).statusCode).toBe(404);
    expect((await post('/preview', tokens.fjordManager, payload)).statusCode).toBe(404);
    // Through Nordlys' address, Kystlys' learner is like one who does not exist.
    const stranger = await post('/preview', tokens.manager, payload, 'en', demo.nordlys.uuid);
    expect(stranger.statusCode).toBe(422);
    expect((await post('/preview', await tokenFor(t.db, tora), payload)).statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${company.uuid}/reminders/preview`,
      payload,
    });
    expect(guest.statusCode).toBe(401);
    expect(await sideEffects()).toEqual(before);
  });
});
