import { courseInsightSchema, learnerInsightSchema } from '@academy/contracts/entities/insights';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examinations } from '../../db/schema/learning.ts';
import { companyUsers, users } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  buildCertificate,
  buildCourse,
  buildEnrollment,
  buildQualification,
} from '../../test/content-factories.ts';
import { auth, buildUser } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from '../enrollments/learning-test-support.ts';

/**
 * Issue 14: the company overview's insights, computed in SQL on data built with the factories — per course
 * enrolled, not started, in progress, completed, expiring and expired; per learner their standing — and who
 * reads them (a manager their company, a head their departments' people, an administrator any company).
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let data: Awaited<ReturnType<typeof buildInsightData>>;

const day = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * day);
const dateIn = (days: number) => inDays(days).toISOString().slice(0, 10);

/**
 * Forklift Safety, enrolled for all of Nordlys until a deadline: Alma (Sales) certified, Bo (Sales) certified
 * but expiring, Cai (Operations) expired, Dag (Operations) not started. Harbour Basics, enrolled for Sales:
 * Alma has passed one of its two lessons. Fjord's people hold Forklift Safety too, and multi@ (in both
 * companies) holds a Fjord certificate, which is no Nordlys standing.
 */
async function buildInsightData() {
  const tenantId = demo.tenantId;
  const nordlys = demo.nordlys.id;
  const forklift = await buildCourse(t.db, tenantId, { name: 'Forklift Safety', code: 'FS-1' });
  const harbour = await buildCourse(t.db, tenantId, { name: 'Harbour Basics', code: 'HB-1' });
  const deadline = dateIn(20);
  await buildEnrollment(t.db, tenantId, {
    courseId: forklift.course.id,
    companyId: nordlys,
    enrollable: { type: 'company', id: nordlys },
    startDate: dateIn(-100),
    endDate: deadline,
  });
  await buildEnrollment(t.db, tenantId, {
    courseId: harbour.course.id,
    companyId: nordlys,
    enrollable: { type: 'department', id: demo.sales.id },
    startDate: dateIn(-10),
  });
  // A revoked one reaches nobody.
  await buildEnrollment(t.db, tenantId, {
    courseId: harbour.course.id,
    companyId: nordlys,
    enrollable: { type: 'department', id: demo.operations.id },
    revoked: true,
  });
  await buildEnrollment(t.db, tenantId, {
    courseId: forklift.course.id,
    companyId: demo.fjord.id,
    enrollable: { type: 'company', id: demo.fjord.id },
  });

  const person = async (first: string, departmentId: number, companyId = nordlys) => {
    const user = await buildUser(t.db, tenantId, {
      companyId,
      departmentId,
      email: `${first.toLowerCase()}@insights.test`,
    });
    await t.db.update(users).set({ first_name: first, last_name: 'Test' }).where(eq(users.id, user.id));
    return user;
  };
  const alma = await person('Alma', demo.sales.id);
  const bo = await person('Bo', demo.sales.id);
  const cai = await person('Cai', demo.operations.id);
  const dag = await person('Dag', demo.operations.id);
  const fjordPerson = await person('Fjordy', demo.drivers.id, demo.fjord.id);

  const certify = async (userId: number, companyId: number, issued: number, expires: number) => {
    const certificate = await buildCertificate(t.db, tenantId, {
      userId,
      courseId: forklift.course.id,
      companyId,
      title: 'Forklift Safety',
      issuedAt: inDays(issued),
      expiresAt: inDays(expires),
    });
    await buildQualification(t.db, tenantId, {
      userId,
      courseId: forklift.course.id,
      companyId,
      status: 'completed',
      score: 90,
      certificateId: certificate.id,
      completedAt: inDays(issued),
    });
    return certificate;
  };
  const almaCertificate = await certify(alma.id, nordlys, -30, 200);
  await certify(bo.id, nordlys, -300, 10);
  await certify(cai.id, nordlys, -400, -5);
  await certify(fjordPerson.id, demo.fjord.id, -10, 300);
  await certify(demo.user('multi').id, demo.fjord.id, -10, 300);

  // Alma passed the first of Harbour Basics' two lessons.
  const variant = harbour.variants[0];
  await buildQualification(t.db, tenantId, {
    userId: alma.id,
    courseId: harbour.course.id,
    companyId: nordlys,
    courseVariantId: variant.variant.id,
    score: null,
    lastActiveAt: inDays(-1),
  });
  await t.db.insert(examinations).values({
    tenant_id: tenantId,
    user_id: alma.id,
    company_id: nordlys,
    course_variant_id: variant.variant.id,
    lesson_id: variant.lessons[0].lesson.id,
    begun_at: inDays(-1).toISOString(),
    ended_at: inDays(-1).toISOString(),
    expires_at: inDays(0).toISOString(),
    score: 100,
    pass_mark: 80,
    success: true,
  });
  return { forklift, harbour, alma, bo, cai, dag, fjordPerson, almaCertificate, deadline };
}

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  data = await buildInsightData();
});
afterAll(() => t.close());

const get = (role: DemoRole, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: auth(tokens[role], headers) });
const courses = async (role: DemoRole, company: string | number = demo.nordlys.uuid, query = '') => {
  const answer = await get(role, `/api/v1/companies/${company}/insights${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.items.map((item: unknown) => courseInsightSchema.parse(item));
};
const learners = async (role: DemoRole, course: { id: number }, query = '') => {
  const answer = await get(
    role,
    `/api/v1/companies/${demo.nordlys.id}/insights/courses/${course.id}/learners?per_page=100${query}`,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  const { items, meta } = answer.json().data;
  return { items: items.map((item: unknown) => learnerInsightSchema.parse(item)), meta };
};
const emails = (items: { user: { email: string } }[]) => items.map((item) => item.user.email).sort();

/** Nordlys's ordinary members (the people its manager sees): everyone the company-wide enrollment reaches. */
async function nordlysMembers() {
  return (
    await t.db
      .select({ email: users.email })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.user_id))
      .where(and(eq(companyUsers.company_id, demo.nordlys.id), eq(users.role, 'user')))
  ).map((row) => row.email);
}

describe('course insights', () => {
  it('count, per course, how the company’s learners stand', async () => {
    const members = await nordlysMembers();
    const items = await courses('manager');
    const forklift = items.find(
      (item: { course: { id: number } }) => item.course.id === data.forklift.course.id,
    );
    expect(forklift).toEqual({
      course: expect.objectContaining({
        uuid: data.forklift.course.uuid,
        code: 'FS-1',
        header: 'Forklift Safety',
      }),
      title: 'Forklift Safety',
      learners: members.length,
      enrolled: members.length,
      not_started: members.length - 3,
      in_progress: 0,
      completed: 2,
      expiring: 1,
      expired: 1,
    });
    const harbour = items.find(
      (item: { course: { id: number } }) => item.course.id === data.harbour.course.id,
    );
    // Sales: Alma, Bo, learner@ and head@; the revoked Operations enrollment reaches nobody.
    expect(harbour).toMatchObject({
      learners: 4,
      enrolled: 4,
      not_started: 3,
      in_progress: 1,
      completed: 0,
      expiring: 0,
      expired: 0,
    });
    // An administrator reads the same figures.
    expect(await courses('admin')).toEqual(items);
  });

  it('narrow to one department', async () => {
    const items = await courses('manager', demo.nordlys.id, `?filter[department]=${demo.operations.uuid}`);
    const forklift = items.find(
      (item: { course: { id: number } }) => item.course.id === data.forklift.course.id,
    );
    const operations = (
      await learners('manager', data.forklift.course, `&filter[department]=${demo.operations.id}`)
    ).items;
    expect(forklift).toMatchObject({ learners: operations.length, completed: 0, expired: 1, expiring: 0 });
    expect(emails(operations)).toContain('cai@insights.test');
    expect(emails(operations)).not.toContain('alma@insights.test');
  });
});

describe('learner insights', () => {
  it('list a course’s learners with status, progress, deadline and certificate', async () => {
    const { items, meta } = await learners('manager', data.forklift.course);
    expect(meta.pagination.total).toBe((await nordlysMembers()).length);
    const byEmail = (email: string) =>
      items.find((item: { user: { email: string } }) => item.user.email === email);
    const alma = byEmail('alma@insights.test');
    expect(alma).toMatchObject({
      user: { id: data.alma.id, header: 'Alma Test' },
      departments: [expect.objectContaining({ id: demo.sales.id, header: 'Sales' })],
      enrolled: true,
      deadline: data.deadline,
      status: 'completed',
      expiring: false,
      progress: { passed: 2, total: 2 },
      progress_fraction: 1,
      score: 90,
      certificate: {
        id: data.almaCertificate.id,
        uuid: data.almaCertificate.uuid,
        header: 'Forklift Safety',
      },
    });
    expect(byEmail('bo@insights.test')).toMatchObject({ status: 'completed', expiring: true });
    expect(byEmail('cai@insights.test')).toMatchObject({ status: 'expired', expiring: false });
    expect(byEmail('dag@insights.test')).toMatchObject({
      status: 'not_started',
      progress: { passed: 0, total: 2 },
      certificate: null,
      last_activity_at: null,
    });
    // multi@'s certificate is Fjord's: in Nordlys they have not started.
    expect(byEmail('multi@academy.test')).toMatchObject({ status: 'not_started', certificate: null });
    expect(
      items.some((item: { user: { email: string } }) => item.user.email === 'fjordy@insights.test'),
    ).toBe(false);
    // The certificate named is the one its route opens for the manager.
    const pdf = await get('manager', `/api/v1/certificates/${alma!.certificate!.uuid}/pdf?download=1`);
    expect(pdf.statusCode).toBe(200);
  });

  it('count progress since the round began and page, filter and sort', async () => {
    const harbour = await learners('manager', data.harbour.course);
    const alma = harbour.items.find((item: { user: { id: number } }) => item.user.id === data.alma.id);
    expect(alma).toMatchObject({
      status: 'in_progress',
      progress: { passed: 1, total: 2 },
      progress_fraction: 0.5,
    });
    expect(alma!.last_activity_at).not.toBeNull();

    const expiring = await learners('manager', data.forklift.course, '&filter[status]=expiring');
    expect(emails(expiring.items)).toEqual(['bo@insights.test']);
    const expired = await learners('manager', data.forklift.course, '&filter[status]=expired');
    expect(emails(expired.items)).toEqual(['cai@insights.test']);
    const searched = await learners('manager', data.forklift.course, '&search=DAG@insights');
    expect(emails(searched.items)).toEqual(['dag@insights.test']);

    const byExpiry = await learners('manager', data.forklift.course, '&sort=expires_at');
    expect(byExpiry.items.slice(0, 3).map((item: { user: { email: string } }) => item.user.email)).toEqual([
      'cai@insights.test',
      'bo@insights.test',
      'alma@insights.test',
    ]);
    const firstPage = await get(
      'manager',
      `/api/v1/companies/${demo.nordlys.id}/insights/courses/${data.forklift.course.uuid}/learners?per_page=2&page=2`,
    );
    const page = firstPage.json().data;
    expect(page.items).toHaveLength(2);
    expect(page.meta.pagination).toMatchObject({
      page: 2,
      per_page: 2,
      total: byExpiry.meta.pagination.total,
    });
    expect(
      (await get('manager', `/api/v1/companies/${demo.nordlys.id}/insights/courses/x/learners`)).statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          'manager',
          `/api/v1/companies/${demo.nordlys.id}/insights/courses/${data.forklift.course.id}/learners?filter[status]=done`,
        )
      ).statusCode,
    ).toBe(422);
  });
});

describe('who reads insights', () => {
  it('gives a department head their departments’ people only, with the certificates they may open', async () => {
    const items = await courses('head');
    const forklift = items.find(
      (item: { course: { id: number } }) => item.course.id === data.forklift.course.id,
    );
    // Sales: Alma, Bo, learner@ and head@.
    expect(forklift).toMatchObject({ learners: 4, completed: 2, expiring: 1, expired: 0, not_started: 2 });
    const { items: people } = await learners('head', data.forklift.course);
    expect(emails(people)).toEqual([
      'alma@insights.test',
      'bo@insights.test',
      'head@academy.test',
      'learner@academy.test',
    ]);
    // A head reads the certificates their department's people earned in the company (certificates policy).
    const certified = people.filter((item: { certificate: unknown }) => item.certificate !== null);
    expect(certified).toHaveLength(2);
    expect(certified.every((item: { status: string }) => item.status === 'completed')).toBe(true);
    // Asking for another department's people gives nobody.
    expect(
      (await learners('head', data.forklift.course, `&filter[department]=${demo.operations.id}`)).items,
    ).toEqual([]);
  });

  it("answers 404 to another company's manager and 403 to learners; Fjord's manager sees Fjord only", async () => {
    for (const url of [
      `/api/v1/companies/${demo.nordlys.uuid}/insights`,
      `/api/v1/companies/${demo.nordlys.id}/insights/courses/${data.forklift.course.id}/learners`,
    ]) {
      expect((await get('fjordManager', url)).statusCode).toBe(404);
      expect((await get('fjordLearner', url)).statusCode).toBe(403);
      expect((await get('learner', url)).statusCode).toBe(403);
      expect((await get('multi', url)).statusCode).toBe(403);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    // A manager acting in Nordlys but naming Fjord: 404 as well.
    expect((await get('manager', `/api/v1/companies/${demo.fjord.id}/insights`)).statusCode).toBe(404);
    const fjord = await courses('fjordManager', demo.fjord.id);
    const forklift = fjord.find(
      (item: { course: { id: number } }) => item.course.id === data.forklift.course.id,
    );
    expect(forklift).toMatchObject({ completed: 2 });
    const fjordLearners = await get(
      'fjordManager',
      `/api/v1/companies/${demo.fjord.id}/insights/courses/${data.forklift.course.id}/learners`,
    );
    const names = fjordLearners.json().data.items.map((item: { user: { email: string } }) => item.user.email);
    expect(names).toContain('fjordy@insights.test');
    expect(names).not.toContain('alma@insights.test');
  });
});
