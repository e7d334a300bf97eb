import { enrollmentTimelineResponseSchema } from '@academy/contracts/entities/statistics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema/learning.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse, buildEnrollment } from '../../test/content-factories.ts';
import { auth, buildCompany, buildDepartment, buildUser } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * GET /api/v1/statistics/enrollment-timeline on known data in 2020 (the demo's enrollments are about today):
 * the clock stands on 2020-03-01, the window asked for is the first half of 2020.
 */

let t: TestApp;
let tokens: Record<DemoRole, string>;
let alfa: { id: number; uuid: string };
let beta: { id: number; uuid: string };
let privacy: Awaited<ReturnType<typeof buildCourse>>;
let learnerName: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: createTestClock(new Date('2020-03-01T08:00:00Z')) });
  tokens = await demoTokens(t.db);
  const { tenantId } = await demoRows(t.db);
  alfa = await buildCompany(t.db, tenantId, 'Alfa Timeline');
  beta = await buildCompany(t.db, tenantId, 'Beta Timeline');
  const department = await buildDepartment(t.db, tenantId, alfa.id, 'Timeline department');
  const a1 = await buildUser(t.db, tenantId, { companyId: alfa.id });
  learnerName = `${a1.first_name} ${a1.last_name}`;
  const b1 = await buildUser(t.db, tenantId, { companyId: beta.id });
  const safety = await buildCourse(t.db, tenantId, { name: 'Timeline safety', lessons: 1 });
  privacy = await buildCourse(t.db, tenantId, { name: 'Timeline privacy', lessons: 1 });

  const enroll = (
    course: typeof safety,
    company: { id: number },
    enrollable: { type: 'company' | 'department' | 'user'; id: number },
    startDate: string,
    endDate: string | null,
    revoked = false,
  ) =>
    buildEnrollment(t.db, tenantId, {
      courseId: course.course.id,
      companyId: company.id,
      enrollable,
      startDate,
      endDate,
      revoked,
    });
  await enroll(safety, alfa, { type: 'company', id: alfa.id }, '2020-02-01', '2020-12-31');
  // A recurring enrollment (30 days, then a 14-day pause) and the period recurrence already created after it.
  const first = await enroll(safety, alfa, { type: 'user', id: a1.id }, '2020-01-01', '2020-01-31');
  const second = await enroll(safety, alfa, { type: 'user', id: a1.id }, '2020-02-15', '2020-03-16');
  await t.db
    .update(enrollments)
    .set({ is_recurring: true, recur_after_days: 14 })
    .where(eq(enrollments.id, first.id));
  await t.db
    .update(enrollments)
    .set({ is_recurring: true, recur_after_days: 14, previous_enrollment_id: first.id })
    .where(eq(enrollments.id, second.id));
  // The same learner and course long before the window: not drawn.
  await enroll(safety, alfa, { type: 'user', id: a1.id }, '2019-01-01', '2019-06-30');
  await enroll(privacy, alfa, { type: 'department', id: department.id }, '2020-03-01', '2020-09-01', true);
  await enroll(safety, beta, { type: 'user', id: b1.id }, '2020-05-01', '2020-05-31');
  await enroll(privacy, beta, { type: 'company', id: beta.id }, '2020-06-01', null);
});
afterAll(() => t.close());

const get = (query: string, token = tokens.admin, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/statistics/enrollment-timeline${query}`, headers: auth(token, headers) });
const firstHalf = '?from=2020-01-01&to=2020-06-30';

type Row = { course: { header: string }; company: { header: string }; enrollable: { header: string } };
const rowNames = (body: { data: { items: Row[] } }) =>
  body.data.items.map((row) => `${row.course.header} / ${row.company.header} / ${row.enrollable.header}`);

describe('GET /api/v1/statistics/enrollment-timeline', () => {
  it('draws each course and enrollable as a row of periods, with the next recurring periods planned', async () => {
    const response = await get(firstHalf);
    expect(response.statusCode).toBe(200);
    const body = enrollmentTimelineResponseSchema.parse(response.json());
    expect(rowNames(body)).toEqual([
      'Timeline privacy / Alfa Timeline / Timeline department',
      'Timeline privacy / Beta Timeline / Beta Timeline',
      'Timeline safety / Alfa Timeline / Alfa Timeline',
      `Timeline safety / Alfa Timeline / ${learnerName}`,
      `Timeline safety / Beta Timeline / ${body.data.items[4].enrollable.header}`,
    ]);
    expect(body.data.meta).toMatchObject({
      from: '2020-01-01',
      to: '2020-06-30',
      pagination: { page: 1, per_page: 25, total: 5, last_page: 1 },
    });
    const periods = (index: number) =>
      body.data.items[index].cycles.map(({ start_date, end_date, state }) => [start_date, end_date, state]);
    expect(periods(0)).toEqual([['2020-03-01', '2020-09-01', 'revoked']]);
    expect(periods(1)).toEqual([['2020-06-01', null, 'upcoming']]);
    expect(periods(2)).toEqual([['2020-02-01', '2020-12-31', 'active']]);
    // Every 45 days (30 + the 14-day pause + 1) after the last period's start, as long as it, up to the window's end.
    expect(periods(3)).toEqual([
      ['2020-01-01', '2020-01-31', 'ended'],
      ['2020-02-15', '2020-03-16', 'active'],
      ['2020-03-31', '2020-04-30', 'planned'],
      ['2020-05-15', '2020-06-14', 'planned'],
      ['2020-06-29', '2020-07-29', 'planned'],
    ]);
    expect(periods(4)).toEqual([['2020-05-01', '2020-05-31', 'upcoming']]);
    expect(body.data.items[3].cycles.map((cycle) => cycle.uuid === null)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(body.data.items[3].enrollable.fqmi).toMatch(/^users:[0-9a-f-]{36}\|user$/);
    expect(body.data.items[0].enrollable).toMatchObject({ type: 'department' });
  });

  it('filters by company and course, and pages the rows', async () => {
    expect(rowNames((await get(`${firstHalf}&company=${beta.uuid}`)).json())).toHaveLength(2);
    expect(rowNames((await get(`${firstHalf}&course=${privacy.course.uuid}`)).json())).toEqual([
      'Timeline privacy / Alfa Timeline / Timeline department',
      'Timeline privacy / Beta Timeline / Beta Timeline',
    ]);
    expect(
      rowNames((await get(`${firstHalf}&course=${privacy.course.id}&company=${alfa.id}`)).json()),
    ).toEqual(['Timeline privacy / Alfa Timeline / Timeline department']);
    const second = (await get(`${firstHalf}&per_page=2&page=2`)).json();
    expect(rowNames(second)).toEqual([
      'Timeline safety / Alfa Timeline / Alfa Timeline',
      `Timeline safety / Alfa Timeline / ${learnerName}`,
    ]);
    expect(second.data.meta.pagination).toEqual({ page: 2, per_page: 2, total: 5, last_page: 3 });
    const beyond = (await get(`${firstHalf}&per_page=2&page=4`)).json();
    expect(beyond.data.items).toEqual([]);
    expect(beyond.data.meta.pagination.total).toBe(5);
  });

  it('shows a year from three months back by default', async () => {
    const body = (await get('')).json();
    expect([body.data.meta.from, body.data.meta.to]).toEqual(['2019-12-01', '2020-11-30']);
    expect(body.data.items).toHaveLength(5);
  });

  it('gives an administrator acting in a company that company’s rows only', async () => {
    const scope = { 'context-scope': `companies:${beta.uuid}|company` };
    const body = (await get(firstHalf, tokens.admin, scope)).json();
    expect(body.data.items.map((row: Row) => row.company.header)).toEqual(['Beta Timeline', 'Beta Timeline']);
    expect((await get(`${firstHalf}&company=${alfa.uuid}`, tokens.admin, scope)).statusCode).toBe(422);
  });

  it('is for administrators only, and says which reference or period is wrong', async () => {
    for (const role of ['manager', 'learner'] as const)
      expect((await get(firstHalf, tokens[role])).statusCode).toBe(403);
    const unknown = await get('?course=999999999');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ course: ['The selected item does not exist.'] });
    expect((await get('?from=2020-02-01&to=2020-01-31')).json().errors).toEqual({
      to: ['The end of the period must not be before its start.'],
    });
    expect((await get('?per_page=101')).statusCode).toBe(422);
  });
});
