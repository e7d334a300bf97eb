import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../db/query-counter.ts';
import { examinations } from '../../db/schema/learning.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCertificate, buildCourse, buildEnrollment } from '../../test/content-factories.ts';
import {
  auth,
  buildCompany,
  buildDepartment,
  buildUser,
  demoTenant,
  tokenFor,
  tokenForDemo,
} from '../../test/factories.ts';

/**
 * The course overview (`with=overview`): enrolled, in progress, certified and expired people, counted in SQL
 * within the companies the reader may see. Two companies of our own take the course:
 * - Company A enrolls its department D (ada, bo) and cy personally; ada holds a certificate in force, bo has
 *   begun a quiz, cy has done nothing; dag (not enrolled, his personal enrollment revoked) holds an expired
 *   certificate; eve's enrollment starts next month.
 * - Company B enrolls vi personally, who holds a certificate in force.
 */
let t: TestApp;
let courseUuid: string;
let tokens: Record<'admin' | 'managerA' | 'managerB' | 'learner' | 'fjordManager', string>;

const DAY = 86_400_000;
const daysFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  const tenant = await demoTenant(t.db);
  const { course, variants } = await buildCourse(t.db, tenant.id, { name: 'Overview course', lessons: 1 });
  courseUuid = course.uuid;
  const a = await buildCompany(t.db, tenant.id, 'Overview A');
  const b = await buildCompany(t.db, tenant.id, 'Overview B');
  const d = await buildDepartment(t.db, tenant.id, a.id, 'D');
  const inA = (extra: { departmentId?: number; isManager?: boolean } = {}) =>
    buildUser(t.db, tenant.id, { companyId: a.id, ...extra });
  const managerA = await inA({ isManager: true });
  const [ada, bo, cy, dag, eve] = [
    await inA({ departmentId: d.id }),
    await inA({ departmentId: d.id }),
    await inA(),
    await inA(),
    await inA(),
  ];
  const managerB = await buildUser(t.db, tenant.id, { companyId: b.id, isManager: true });
  const vi = await buildUser(t.db, tenant.id, { companyId: b.id });

  const enroll = (companyId: number, type: 'user' | 'department', id: number, extra = {}) =>
    buildEnrollment(t.db, tenant.id, {
      courseId: course.id,
      companyId,
      enrollable: { type, id },
      startDate: daysFromToday(-10),
      ...extra,
    });
  await enroll(a.id, 'department', d.id);
  await enroll(a.id, 'user', cy.id);
  await enroll(a.id, 'user', dag.id, { revoked: true });
  await enroll(a.id, 'user', eve.id, { startDate: daysFromToday(30) });
  await enroll(b.id, 'user', vi.id);

  await buildCertificate(t.db, tenant.id, { userId: ada.id, courseId: course.id, companyId: a.id });
  await buildCertificate(t.db, tenant.id, {
    userId: dag.id,
    courseId: course.id,
    companyId: a.id,
    issuedAt: new Date(Date.now() - 500 * DAY),
    expiresAt: new Date(Date.now() - 135 * DAY),
  });
  await buildCertificate(t.db, tenant.id, { userId: vi.id, courseId: course.id, companyId: b.id });
  await t.db.insert(examinations).values({
    tenant_id: tenant.id,
    user_id: bo.id,
    company_id: a.id,
    course_variant_id: variants[0].variant.id,
    lesson_id: variants[0].lessons[0].lesson.id,
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    pass_mark: 80,
  });

  tokens = {
    admin: await tokenForDemo(t.db, 'admin@academy.test'),
    managerA: await tokenFor(t.db, managerA),
    managerB: await tokenFor(t.db, managerB),
    learner: await tokenFor(t.db, cy),
    fjordManager: await tokenForDemo(t.db, 'fjord.manager@academy.test'),
  };
});
afterAll(() => t.close());

const read = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const overviewOf = async (token: string) => {
  const response = await read(token, `/api/v1/courses/${courseUuid}?with=overview`);
  expect(response.statusCode).toBe(200);
  return response.json().data.item.overview;
};

describe('course overview', () => {
  it('counts every company for an administrator', async () => {
    expect(await overviewOf(tokens.admin)).toEqual({ enrolled: 4, in_progress: 1, certified: 2, expired: 1 });
  });

  it("counts only a manager's own company", async () => {
    expect(await overviewOf(tokens.managerA)).toEqual({
      enrolled: 3,
      in_progress: 1,
      certified: 1,
      expired: 1,
    });
    expect(await overviewOf(tokens.managerB)).toEqual({
      enrolled: 1,
      in_progress: 0,
      certified: 1,
      expired: 0,
    });
  });

  it('shows a manager of a company outside the course nothing of it', async () => {
    const response = await read(tokens.fjordManager, `/api/v1/courses/${courseUuid}?with=overview`);
    expect(response.statusCode).toBe(404);
    const list = await read(tokens.fjordManager, '/api/v1/courses?with=overview&per_page=100');
    expect(list.statusCode).toBe(200);
    const uuids = list.json().data.items.map((item: { uuid: string }) => item.uuid);
    expect(uuids).not.toContain(courseUuid);
  });

  it('gives a learner no overview: only their own standing is theirs', async () => {
    expect(await overviewOf(tokens.learner)).toBeNull();
  });

  it('is left out unless asked for', async () => {
    const response = await read(tokens.admin, `/api/v1/courses/${courseUuid}`);
    expect(response.json().data.item).not.toHaveProperty('overview');
  });

  it('counts a whole page of courses in one statement', async () => {
    const counted = await countQueries(() =>
      read(tokens.admin, '/api/v1/courses?with=overview&per_page=100'),
    );
    const withoutOverview = await countQueries(() => read(tokens.admin, '/api/v1/courses?per_page=100'));
    expect(counted.result.statusCode).toBe(200);
    expect(counted.count - withoutOverview.count).toBe(1);
    const items = counted.result.json().data.items as { uuid: string; overview: unknown }[];
    expect(items.find((item) => item.uuid === courseUuid)?.overview).toEqual({
      enrolled: 4,
      in_progress: 1,
      certified: 2,
      expired: 1,
    });
    // Demo courses without anyone's standing in them count zeros, not null.
    expect(items.every((item) => item.overview !== null)).toBe(true);
  });
});
