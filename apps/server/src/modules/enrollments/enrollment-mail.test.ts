import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, languages, mailOutbox, users } from '../../db/schema/tenancy.ts';
import { unawaitedWorkSettled } from '../../platform/auth/unawaited-work.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse } from '../../test/content-factories.ts';
import { giveCourseUnlimited } from '../../test/enrolled-company.ts';
import { auth, buildCompany, buildDepartment, buildUser, tokenFor } from '../../test/factories.ts';
import { demoRows } from './learning-test-support.ts';

/**
 * Issue 21 §4: each learner an enrollment reaches gets "you have been enrolled in X; complete it by D", in
 * their language, with a link to the course — unless the company disabled e-mails or they turned course
 * e-mails off — and never twice for the same enrollment.
 */
let t: TestApp;
let dataDir: string;
const clock = createTestClock(new Date('2031-03-10T08:00:00Z'));
type Person = Awaited<ReturnType<typeof buildUser>>;
let tenantId: number;
let company: Awaited<ReturnType<typeof buildCompany>>;
let managerToken: string;
let ella: Person;
/** Prefers Norwegian. */
let nina: Person;
/** Turned course e-mails off. */
let quiet: Person;
/** In the department. */
let dag: Person;
let department: Awaited<ReturnType<typeof buildDepartment>>;
let course: Awaited<ReturnType<typeof buildCourse>>;
const title = (language: 'en' | 'nb') =>
  course.variants.find((variant) => variant.language.code === language)!.variant.title;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'academy-enrollment-mail-'));
  t = await buildTestApp({ clock, config: { dataDir } });
  tenantId = (await demoRows(t.db)).tenantId;
  course = await buildCourse(t.db, tenantId, { languages: ['en', 'nb'], lessons: 1 });
  company = await buildCompany(t.db, tenantId, 'Havbris AS');
  await giveCourseUnlimited(t.db, tenantId, company.id, course.course.id);
  department = await buildDepartment(t.db, tenantId, company.id, 'Sales');
  const manager = await buildUser(t.db, tenantId, { companyId: company.id, isManager: true });
  ella = await buildUser(t.db, tenantId, { companyId: company.id });
  nina = await buildUser(t.db, tenantId, { companyId: company.id });
  quiet = await buildUser(t.db, tenantId, { companyId: company.id });
  dag = await buildUser(t.db, tenantId, { companyId: company.id, departmentId: department.id });
  const [nb] = await t.db
    .select()
    .from(languages)
    .where(and(eq(languages.tenant_id, tenantId), eq(languages.code, 'nb')));
  await t.db.update(users).set({ preferred_language_id: nb.id }).where(eq(users.id, nina.id));
  await t.db.update(users).set({ email_course: false }).where(eq(users.id, quiet.id));
  managerToken = await tokenFor(t.db, manager);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const enroll = async (enrollable: { type: string; id: string }, endDate: string | null) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/enrollments',
    headers: auth(managerToken, { 'context-scope': `companies:${company.uuid}|company` }),
    payload: {
      course_id: course.course.uuid,
      enrollable_type: enrollable.type,
      enrollable_id: enrollable.id,
      start_date: '2031-03-10',
      end_date: endDate,
    },
  });
  await unawaitedWorkSettled();
  return response;
};
const mailsTo = (email: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'enrollment-created')))
    .orderBy(asc(mailOutbox.id));
/** The mail as written to the outbox's .eml, quoted-printable undone. */
const mailText = (path: string) =>
  Buffer.from(
    readFileSync(path, 'latin1')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('the enrollment mail', () => {
  it('tells a person enrolled directly, in English, with the deadline and a link to the course', async () => {
    const response = await enroll({ type: 'user', id: ella.uuid }, '2031-04-30');
    expect(response.statusCode).toBe(201);
    const [mail] = await mailsTo(ella.email);
    expect(mail).toMatchObject({
      subject: `You have been enrolled in ${title('en')}`,
      locale: 'en',
      status: 'sent',
    });
    const text = mailText(mail.path!);
    expect(text).toContain(`You have been enrolled in "${title('en')}"; complete it by 30 April 2031.`);
    expect(text).toContain(`${t.config.publicUrl}/courses/${course.course.uuid}`);
  });

  it('tells every member a company enrollment reaches, each in their language; not those who opted out', async () => {
    const response = await enroll({ type: 'company', id: company.uuid }, '2031-05-17');
    expect(response.statusCode).toBe(201);
    const [toNina] = await mailsTo(nina.email);
    expect(toNina).toMatchObject({ subject: `Du er påmeldt ${title('nb')}`, locale: 'nb', status: 'sent' });
    expect(mailText(toNina.path!)).toContain(
      `Du er påmeldt «${title('nb')}»; fullfør kurset innen 17. mai 2031.`,
    );
    expect(await mailsTo(dag.email)).toHaveLength(1);
    // Ella's earlier enrollment and this one are two events: two mails.
    expect(await mailsTo(ella.email)).toHaveLength(2);
    expect(await mailsTo(quiet.email)).toEqual([]);
  });

  it('says no date for an open-ended department enrollment', async () => {
    const other = await buildCourse(t.db, tenantId, { languages: ['en'], lessons: 1 });
    await giveCourseUnlimited(t.db, tenantId, company.id, other.course.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/enrollments',
      headers: auth(managerToken),
      payload: {
        course_id: other.course.uuid,
        enrollable_type: 'department',
        enrollable_id: department.uuid,
        start_date: '2031-03-10',
        end_date: null,
      },
    });
    await unawaitedWorkSettled();
    expect(response.statusCode).toBe(201);
    const mails = await mailsTo(dag.email);
    const text = mailText(mails.at(-1)!.path!);
    expect(text).toContain(`You have been enrolled in "${other.variants[0].variant.title}".`);
    expect(text).not.toContain('complete it by');
    expect(await mailsTo(ella.email)).toHaveLength(2);
  });

  it('sends nothing when the company has e-mails disabled', async () => {
    await t.db
      .update(companies)
      .set({ settings: { ...company.settings, emails_disabled: true } })
      .where(eq(companies.id, company.id));
    const third = await buildCourse(t.db, tenantId, { languages: ['en'], lessons: 1 });
    await giveCourseUnlimited(t.db, tenantId, company.id, third.course.id);
    const before = (await t.db.select().from(mailOutbox)).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/enrollments',
      headers: auth(managerToken),
      payload: {
        course_id: third.course.uuid,
        enrollable_type: 'company',
        enrollable_id: company.uuid,
        start_date: '2031-03-10',
        end_date: '2031-06-01',
      },
    });
    await unawaitedWorkSettled();
    expect(response.statusCode).toBe(201);
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
  });
});
