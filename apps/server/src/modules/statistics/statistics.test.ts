import { statisticsSchema } from '@academy/contracts/entities/statistics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, examinations } from '../../db/schema/learning.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { buildCertificate, buildCourse, buildEnrollment } from '../../test/content-factories.ts';
import { auth, buildCompany, buildUser } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * GET /api/v1/statistics on known data: two companies of our own with learners, courses, examinations,
 * certificates and enrollments in 2020, a year the demo data (which is about today) does not touch. The
 * clock stands in December 2020, so the default period (the last twelve months) is 2020 up to today.
 */

let t: TestApp;
let tokens: Record<DemoRole, string>;
let alfa: { id: number; uuid: string };
let beta: { id: number; uuid: string };
/** An examination in March 2020 that the tests add after the figures were first computed. */
let lateMarchExam: typeof examinations.$inferInsert;
const clock = createTestClock(new Date('2020-12-15T12:00:00Z'));

beforeAll(async () => {
  t = await buildTestApp({ clock });
  tokens = await demoTokens(t.db);
  const { tenantId } = await demoRows(t.db);
  alfa = await buildCompany(t.db, tenantId, 'Alfa Statistics');
  beta = await buildCompany(t.db, tenantId, 'Beta Statistics');
  const a1 = await buildUser(t.db, tenantId, { companyId: alfa.id });
  const a2 = await buildUser(t.db, tenantId, { companyId: alfa.id });
  const b1 = await buildUser(t.db, tenantId, { companyId: beta.id });
  const safety = await buildCourse(t.db, tenantId, { name: 'Statistics safety', lessons: 1 });
  const privacy = await buildCourse(t.db, tenantId, {
    name: 'Statistics privacy',
    languages: ['en', 'nb'],
    lessons: 1,
  });
  const [safetyVariant, privacyVariant] = [safety.variants[0], privacy.variants[0]];

  const exam = (
    user: { id: number },
    company: { id: number },
    variant: typeof safetyVariant,
    begunAt: string,
    success: boolean | null,
  ) => ({
    tenant_id: tenantId,
    user_id: user.id,
    company_id: company.id,
    course_variant_id: variant.variant.id,
    lesson_id: variant.lessons[0].lesson.id,
    begun_at: begunAt,
    ended_at: success === null ? null : begunAt,
    expires_at: begunAt,
    score: success === null ? null : success ? 90 : 40,
    pass_mark: 80,
    success,
  });
  await t.db.insert(examinations).values([
    exam(a1, alfa, safetyVariant, '2020-03-10T09:00:00Z', true),
    exam(a1, alfa, safetyVariant, '2020-03-12T09:00:00Z', false),
    exam(a2, alfa, privacyVariant, '2020-03-20T09:00:00Z', true),
    exam(b1, beta, safetyVariant, '2020-04-02T09:00:00Z', true),
    exam(b1, beta, safetyVariant, '2020-04-05T09:00:00Z', null),
    // Outside 2020 by a second either way.
    exam(a1, alfa, safetyVariant, '2019-12-31T23:59:59Z', true),
    exam(b1, beta, safetyVariant, '2021-01-01T00:00:00Z', true),
  ]);
  lateMarchExam = exam(a2, alfa, safetyVariant, '2020-03-25T09:00:00Z', true);

  const certificate = async (
    user: { id: number },
    company: { id: number },
    course: typeof safety,
    issuedAt: string,
    expiresAt: string | null,
    earned: boolean,
  ) => {
    const row = await buildCertificate(t.db, tenantId, {
      userId: user.id,
      courseId: course.course.id,
      companyId: company.id,
      issuedAt: new Date(issuedAt),
      expiresAt: expiresAt === null ? null : new Date(expiresAt),
    });
    // Earned by completing the course: the certification service records the variant (by hand: none).
    if (earned) {
      await t.db
        .update(certificates)
        .set({ course_variant_id: course.variants[0].variant.id })
        .where(eq(certificates.id, row.id));
    }
  };
  await certificate(a1, alfa, safety, '2020-03-15T10:00:00Z', '2021-03-15T10:00:00Z', true);
  await certificate(b1, beta, safety, '2020-04-10T10:00:00Z', '2020-10-10T10:00:00Z', true);
  await certificate(a2, alfa, privacy, '2020-05-01T10:00:00Z', null, false);
  // Issued before 2020, expiring in it.
  await certificate(a1, alfa, privacy, '2019-06-01T10:00:00Z', '2020-06-01T10:00:00Z', true);

  await buildEnrollment(t.db, tenantId, {
    courseId: safety.course.id,
    companyId: alfa.id,
    enrollable: { type: 'company', id: alfa.id },
    startDate: '2020-02-01',
    endDate: '2020-12-31',
  });
  await buildEnrollment(t.db, tenantId, {
    courseId: safety.course.id,
    companyId: beta.id,
    enrollable: { type: 'user', id: b1.id },
    startDate: '2020-04-01',
    endDate: '2020-06-30',
  });
  await buildEnrollment(t.db, tenantId, {
    courseId: privacy.course.id,
    companyId: alfa.id,
    enrollable: { type: 'user', id: a2.id },
    startDate: '2020-05-01',
    endDate: '2021-05-01',
    revoked: true,
  });
});
afterAll(() => t.close());

const get = (query: string, token = tokens.admin, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/statistics${query}`, headers: auth(token, headers) });

const year2020 = '?from=2020-01-01&to=2020-12-31';

describe('GET /api/v1/statistics', () => {
  it('counts the period across the academy, by month, course and company', async () => {
    const response = await get(year2020);
    expect(response.statusCode).toBe(200);
    const item = statisticsSchema.parse(response.json().data.item);
    expect(item).toMatchObject({
      from: '2020-01-01',
      to: '2020-12-31',
      company: null,
      examinations_count: 5,
      examinations_users: 3,
      submitted_count: 4,
      passed_count: 3,
      pass_rate: 0.75,
      certificates_count: 3,
      certificates_users: 3,
      completions_count: 2,
      certificates_expiring_count: 2,
      enrollments_started_count: 2,
      enrollments_active_count: 1,
    });
    expect(item.months.map((month) => month.month)).toEqual([
      '2020-01',
      '2020-02',
      '2020-03',
      '2020-04',
      '2020-05',
      '2020-06',
      '2020-07',
      '2020-08',
      '2020-09',
      '2020-10',
      '2020-11',
      '2020-12',
    ]);
    const month = (name: string) => item.months.find((entry) => entry.month === name);
    expect(month('2020-02')).toEqual({
      month: '2020-02',
      completions: 0,
      certificates_issued: 0,
      certificates_expiring: 0,
      examinations: 0,
      active_learners: 0,
      enrollments_started: 1,
    });
    expect(month('2020-03')).toMatchObject({
      examinations: 3,
      active_learners: 2,
      completions: 1,
      certificates_issued: 1,
    });
    expect(month('2020-04')).toMatchObject({
      examinations: 2,
      active_learners: 1,
      completions: 1,
      certificates_issued: 1,
      enrollments_started: 1,
    });
    expect(month('2020-05')).toMatchObject({
      certificates_issued: 1,
      completions: 0,
      enrollments_started: 0,
    });
    expect(month('2020-06')?.certificates_expiring).toBe(1);
    expect(month('2020-10')?.certificates_expiring).toBe(1);

    expect(
      item.courses.map(({ course, submitted, passed, pass_rate }) => [
        course.header,
        submitted,
        passed,
        pass_rate,
      ]),
    ).toEqual([
      ['Statistics safety', 3, 2, 2 / 3],
      ['Statistics privacy', 1, 1, 1],
    ]);
    expect(item.courses[0].course.fqmi).toMatch(/^courses:[0-9a-f-]{36}\|course$/);
    expect(item.companies.map(({ company, ...figures }) => [company.header, figures])).toEqual([
      ['Alfa Statistics', { completions: 1, certificates: 2, active_learners: 2, examinations: 3 }],
      ['Beta Statistics', { completions: 1, certificates: 1, active_learners: 1, examinations: 2 }],
    ]);
  });

  it('names each course in the reader’s language where it has a variant in it, else by its name', async () => {
    const norwegian = await get('?from=2020-01-01&to=2020-12-31', tokens.admin, { 'accept-language': 'nb' });
    expect(
      norwegian.json().data.item.courses.map(({ course }: { course: { header: string } }) => course.header),
    ).toEqual(['Statistics safety', 'Statistics privacy (nb)']);
  });

  it('takes the last twelve months up to today by default', async () => {
    const item = (await get('')).json().data.item;
    expect([item.from, item.to]).toEqual(['2020-01-01', '2020-12-15']);
    expect(item.months).toHaveLength(12);
    expect(item.examinations_count).toBe(5);
  });

  it('narrows to the date range, whole days in UTC', async () => {
    const item = (await get('?from=2020-04-01&to=2020-04-30')).json().data.item;
    expect(item.months.map((month: { month: string }) => month.month)).toEqual(['2020-04']);
    expect(item).toMatchObject({
      examinations_count: 2,
      examinations_users: 1,
      certificates_count: 1,
      completions_count: 1,
      certificates_expiring_count: 0,
      enrollments_started_count: 1,
      // Alfa's company-wide one and Beta's learner's, both running on April 30.
      enrollments_active_count: 2,
    });
    const lastSecond = (await get('?from=2019-12-31&to=2019-12-31')).json().data.item;
    expect(lastSecond.examinations_count).toBe(1);
  });

  it('narrows to one company, by uuid or id', async () => {
    for (const reference of [beta.uuid, String(beta.id)]) {
      const item = (await get(`${year2020}&company=${reference}`)).json().data.item;
      expect(item).toMatchObject({
        company: { id: beta.id, uuid: beta.uuid, header: 'Beta Statistics' },
        examinations_count: 2,
        examinations_users: 1,
        submitted_count: 1,
        passed_count: 1,
        pass_rate: 1,
        certificates_count: 1,
        completions_count: 1,
        certificates_expiring_count: 1,
        enrollments_started_count: 1,
        enrollments_active_count: 0,
      });
      expect(item.companies.map((entry: { company: { header: string } }) => entry.company.header)).toEqual([
        'Beta Statistics',
      ]);
    }
  });

  it('gives an administrator acting in a company that company’s figures only', async () => {
    const scope = { 'context-scope': `companies:${alfa.uuid}|company` };
    const response = await get(year2020, tokens.admin, scope);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.item).toMatchObject({
      company: { id: alfa.id, header: 'Alfa Statistics' },
      examinations_count: 3,
      examinations_users: 2,
      certificates_count: 2,
    });
    expect((await get(`${year2020}&company=${alfa.uuid}`, tokens.admin, scope)).statusCode).toBe(200);
    const other = await get(`${year2020}&company=${beta.uuid}`, tokens.admin, scope);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ company: ['The selected item does not exist.'] });
  });

  it('is for administrators only: 403 for a manager, a department head and a learner, 401 signed out', async () => {
    expect((await get(year2020, tokens.superAdmin)).statusCode).toBe(200);
    for (const role of ['manager', 'head', 'learner', 'fjordManager'] as const) {
      const response = await get(year2020, tokens[role]);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Access denied. You might need to log out and log back in.');
    }
    expect((await t.app.inject({ url: `/api/v1/statistics${year2020}` })).statusCode).toBe(401);
    // Refused before the query is read: a manager learns nothing from a bad parameter.
    expect((await get('?from=nonsense', tokens.manager)).statusCode).toBe(403);
  });

  it('refuses a bad period or company with a message on the field', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['?from=2020-02-30', { from: ['Must be a date (YYYY-MM-DD).'] }],
      ['?from=2020-05-01&to=2020-04-30', { to: ['The end of the period must not be before its start.'] }],
      ['?from=2010-01-01&to=2020-01-01', { from: ['The period can be at most 120 months long.'] }],
      ['?company=00000000-0000-4000-8000-000000000000', { company: ['The selected item does not exist.'] }],
      ['?company=not-a-company', { company: ['The selected item does not exist.'] }],
    ];
    for (const [query, errors] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors, query).toEqual(errors);
    }
    const norwegian = await get('?from=2020-05-01&to=2020-04-30', tokens.admin, { 'accept-language': 'nb' });
    expect(norwegian.json().errors).toEqual({ to: ['Slutten av perioden kan ikke være før starten.'] });
  });

  it('serves the figures of the last five minutes, and computes them afresh when asked or when older', async () => {
    const march = '?from=2020-03-01&to=2020-03-31';
    const figures = async (query: string) => {
      const response = await get(query);
      expect(response.statusCode).toBe(200);
      return statisticsSchema.parse(response.json().data.item);
    };
    const first = await figures(march);
    expect(first).toMatchObject({ examinations_count: 3, computed_at: '2020-12-15T12:00:00.000Z' });
    await t.db.insert(examinations).values(lateMarchExam);

    clock.set(new Date('2020-12-15T12:04:59Z'));
    expect(await figures(march)).toEqual(first);
    // Another company, or the academy in another period, is another question: never the kept answer.
    expect(await figures(`${march}&company=${beta.uuid}`)).toMatchObject({ examinations_count: 0 });
    expect(await figures('?from=2020-03-01&to=2020-03-30')).toMatchObject({ examinations_count: 4 });

    const refreshed = await figures(`${march}&fresh=true`);
    expect(refreshed).toMatchObject({ examinations_count: 4, computed_at: '2020-12-15T12:04:59.000Z' });
    expect(await figures(march)).toEqual(refreshed);

    await t.db.delete(examinations).where(eq(examinations.begun_at, '2020-03-25T09:00:00Z'));
    clock.set(new Date('2020-12-15T12:10:00Z'));
    expect(await figures(march)).toMatchObject({
      examinations_count: 3,
      computed_at: '2020-12-15T12:10:00.000Z',
    });
    clock.set(new Date('2020-12-15T12:00:00Z'));
  });
});
