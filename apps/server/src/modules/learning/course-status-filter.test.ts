import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyUsers } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildCourse, buildEnrollment } from '../../test/content-factories.ts';
import {
  auth,
  buildCompany,
  buildDepartment,
  buildUser,
  demoTenant,
  tokenFor,
  tokenForDemo,
} from '../../test/factories.ts';
import { quiz } from './learning-test-support.ts';

/**
 * The dashboard's on-going list (`filter[status]=ongoing`) is the user's own learning for every role: a
 * manager also reads the courses enrolled for the company they manage, and an administrator every course,
 * but neither is enrolled in them (decisions.md "On-going").
 */
let t: TestApp;
type Role = 'learner' | 'manager' | 'otherManager' | 'multi' | 'admin' | 'superAdmin';
let tokens: Record<Role, string>;
let companies: { own: { uuid: string }; other: { uuid: string } };
type Built = Awaited<ReturnType<typeof buildCourse>>;
// The built company is enrolled in `whole`, its department in `department`, its learner in `personal`;
// the other company enrolled only the user of both companies in `otherCompany`.
let courses: Record<'whole' | 'department' | 'personal' | 'otherCompany', Built>;

beforeAll(async () => {
  t = await buildTestApp();
  const tenant = await demoTenant(t.db);
  const own = await buildCompany(t.db, tenant.id);
  const other = await buildCompany(t.db, tenant.id);
  const department = await buildDepartment(t.db, tenant.id, own.id);
  const otherDepartment = await buildDepartment(t.db, tenant.id, own.id, 'Operations');
  const learner = await buildUser(t.db, tenant.id, { companyId: own.id, departmentId: department.id });
  const manager = await buildUser(t.db, tenant.id, { companyId: own.id, isManager: true });
  const otherManager = await buildUser(t.db, tenant.id, { companyId: other.id, isManager: true });
  const multi = await buildUser(t.db, tenant.id, { companyId: own.id, departmentId: otherDepartment.id });
  // The user of two companies belongs to the other one as well.
  await t.db.insert(companyUsers).values({ tenant_id: tenant.id, company_id: other.id, user_id: multi.id });
  courses = {
    whole: await buildCourse(t.db, tenant.id, { lessons: 1 }),
    department: await buildCourse(t.db, tenant.id, { lessons: 1 }),
    personal: await buildCourse(t.db, tenant.id, { lessons: 1 }),
    otherCompany: await buildCourse(t.db, tenant.id, { lessons: 1 }),
  };
  const enroll = (
    course: Built,
    companyId: number,
    enrollable: { type: 'user' | 'department' | 'company'; id: number },
  ) => buildEnrollment(t.db, tenant.id, { courseId: course.course.id, companyId, enrollable });
  await enroll(courses.whole, own.id, { type: 'company', id: own.id });
  await enroll(courses.department, own.id, { type: 'department', id: department.id });
  await enroll(courses.personal, own.id, { type: 'user', id: learner.id });
  await enroll(courses.otherCompany, other.id, { type: 'user', id: multi.id });
  companies = { own, other };
  tokens = {
    learner: await tokenFor(t.db, learner),
    manager: await tokenFor(t.db, manager),
    otherManager: await tokenFor(t.db, otherManager),
    multi: await tokenFor(t.db, multi),
    admin: await tokenForDemo(t.db, 'admin@academy.test'),
    superAdmin: await tokenForDemo(t.db, 'super@academy.test'),
  };
});
afterAll(() => t.close());

const codes = async (role: Role, query: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({
    url: `/api/v1/courses${query}`,
    headers: auth(tokens[role], headers),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as { code: string }[]).map((item) => item.code).sort();
};
const codesOf = (...built: Built[]) => built.map((item) => item.course.code as string).sort();

describe('filter[status]=ongoing', () => {
  it('lists a learner’s company, department and personal enrollments', async () => {
    expect(await codes('learner', '?filter[status]=ongoing')).toEqual(
      codesOf(courses.whole, courses.department, courses.personal),
    );
  });

  it('lists for a manager only what is enrolled for them, not what their company’s learners are enrolled in', async () => {
    // The company as a whole is enrolled in one course; another is for a department, a third for the learner only.
    expect(await codes('manager', '?filter[status]=ongoing')).toEqual(codesOf(courses.whole));
    // The course list itself still shows the manager the company's courses (to follow their people).
    expect(await codes('manager', '')).toEqual(codesOf(courses.whole, courses.department, courses.personal));
    expect(await codes('otherManager', '?filter[status]=ongoing')).toEqual([]);
  });

  it('lists nothing for administrators who are enrolled nowhere', async () => {
    expect(await codes('admin', '?per_page=100')).toEqual(
      expect.arrayContaining(
        codesOf(courses.whole, courses.department, courses.personal, courses.otherCompany),
      ),
    );
    expect(await codes('admin', '?filter[status]=ongoing')).toEqual([]);
    expect(await codes('superAdmin', '?filter[status]=ongoing')).toEqual([]);
    expect(await codes('admin', '?filter[status]=completed')).toEqual([]);
  });

  it('follows the company a user of two companies acts in', async () => {
    expect(
      await codes('multi', '?filter[status]=ongoing', { 'context-scope': companies.other.uuid }),
    ).toEqual(codesOf(courses.otherCompany));
    expect(await codes('multi', '?filter[status]=ongoing', { 'context-scope': companies.own.uuid })).toEqual(
      codesOf(courses.whole),
    );
  });

  it('offers a manager only courses whose quiz they can start', async () => {
    const ongoing = await codes('manager', '?filter[status]=ongoing');
    expect(ongoing).toEqual(codesOf(courses.whole));
    for (const built of Object.values(courses).filter((item) =>
      ongoing.includes(item.course.code as string),
    )) {
      const { variant, lessons } = built.variants[0];
      const started = await quiz(t).start(tokens.manager, lessons[0].lesson.id, variant.id);
      expect(started.statusCode, `${built.course.code}: ${started.body}`).toBe(201);
    }
    // A course the manager only follows for their people cannot be taken: it is not on their home.
    const { variant, lessons } = courses.personal.variants[0];
    expect((await quiz(t).start(tokens.manager, lessons[0].lesson.id, variant.id)).statusCode).not.toBe(201);
  });
});
