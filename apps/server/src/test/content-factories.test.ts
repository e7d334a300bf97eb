import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { buildCertificate, buildCourse, buildEnrollment } from './content-factories.ts';
import { auth, buildCompany, buildDepartment, buildUser, demoTenant, tokenFor } from './factories.ts';

/**
 * The content factories build what the API serves: a course they make is listed for the people its enrollments
 * reach (and only them), with its variant and lessons, and a certificate they make is the learner's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = async (token: string, url: string) => {
  const response = await t.app.inject({ url, headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('content factories', () => {
  it('make a course that enrollments of a user, a department and a company reach, with its lessons', async () => {
    const tenant = await demoTenant(t.db);
    const company = await buildCompany(t.db, tenant.id);
    const department = await buildDepartment(t.db, tenant.id, company.id);
    const personally = await buildUser(t.db, tenant.id, { companyId: company.id });
    const inDepartment = await buildUser(t.db, tenant.id, {
      companyId: company.id,
      departmentId: department.id,
    });
    const outsider = await buildUser(t.db, tenant.id, { companyId: company.id });
    const built = await buildCourse(t.db, tenant.id, { languages: ['en', 'nb'], lessons: 3 });
    const forUser = await buildCourse(t.db, tenant.id, { lessons: 1 });
    const forCompany = await buildCourse(t.db, tenant.id, { lessons: 1 });
    expect(built.variants.map((variant) => variant.lessons.length)).toEqual([3, 3]);
    expect(built.variants[0].lessons[0].questions[0].alternatives.filter((a) => a.is_correct)).toHaveLength(
      1,
    );

    await buildEnrollment(t.db, tenant.id, {
      courseId: built.course.id,
      companyId: company.id,
      enrollable: { type: 'department', id: department.id },
    });
    await buildEnrollment(t.db, tenant.id, {
      courseId: forUser.course.id,
      companyId: company.id,
      enrollable: { type: 'user', id: personally.id },
    });
    await buildEnrollment(t.db, tenant.id, {
      courseId: forCompany.course.id,
      companyId: company.id,
      enrollable: { type: 'company', id: company.id },
    });

    const ongoing = async (user: { id: number; tenant_id: number }) =>
      (
        (await get(await tokenFor(t.db, user), '/api/v1/courses?filter[status]=ongoing')).items as {
          code: string;
        }[]
      )
        .map((item) => item.code)
        .sort();
    expect(await ongoing(inDepartment)).toEqual([built.course.code, forCompany.course.code].sort());
    expect(await ongoing(personally)).toEqual([forUser.course.code, forCompany.course.code].sort());
    expect(await ongoing(outsider)).toEqual([forCompany.course.code]);
  });

  it('make a certificate that the learner finds among their certificates', async () => {
    const tenant = await demoTenant(t.db);
    const company = await buildCompany(t.db, tenant.id);
    const learner = await buildUser(t.db, tenant.id, { companyId: company.id });
    const { course } = await buildCourse(t.db, tenant.id, { lessons: 1 });
    const certificate = await buildCertificate(t.db, tenant.id, {
      userId: learner.id,
      courseId: course.id,
      companyId: company.id,
      title: 'Built certificate',
    });
    const { items } = await get(await tokenFor(t.db, learner), '/api/v1/certificates');
    expect(items.map((item: { uuid: string; title: string }) => [item.uuid, item.title])).toEqual([
      [certificate.uuid, 'Built certificate'],
    ]);
  });
});
