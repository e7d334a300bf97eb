import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseVariants } from '../../db/schema/content.ts';
import { languages } from '../../db/schema/tenancy.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildProduct } from '../../test/catalogue-factories.ts';
import { buildCertificate, buildCourse, buildQualification } from '../../test/content-factories.ts';
import { buildEnrollmentWithPass, giveCourseUnlimited } from '../../test/enrolled-company.ts';
import { auth } from '../../test/factories.ts';
import { type DemoRole, demoRows, demoTokens } from './learning-test-support.ts';

/**
 * Issue 22: a course is named to its reader by its title in the reader's language (the request's), never by
 * its administrative name — on enrollments, access passes, company courses, qualifications, certificates and
 * products. The course's name here differs from both titles, so a leak of the name shows.
 */
let t: TestApp;
let tokens: Record<DemoRole, string>;
let demo: Awaited<ReturnType<typeof demoRows>>;
let courseUuid: string;
let productUuid: string;

const EN = 'Forklift Safety';
const NB = 'Truckførerkurs';

const read = async (role: DemoRole, url: string, language: 'en' | 'nb') => {
  const response = await t.app.inject({ url, headers: auth(tokens[role], { 'accept-language': language }) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t.db);
  demo = await demoRows(t.db);
  const built = await buildCourse(t.db, demo.tenantId, {
    name: 'FS-admin-name',
    languages: ['en', 'nb'],
    lessons: 1,
  });
  courseUuid = built.course.uuid;
  for (const [code, title] of [
    ['en', EN],
    ['nb', NB],
  ] as const) {
    const [language] = await t.db.select().from(languages).where(eq(languages.code, code));
    await t.db
      .update(courseVariants)
      .set({ title })
      .where(and(eq(courseVariants.course_id, built.course.id), eq(courseVariants.language_id, language.id)));
  }
  const nordlys = demo.nordlys.id;
  const learner = demo.user('learner').id;
  await giveCourseUnlimited(t.db, demo.tenantId, nordlys, built.course.id);
  await buildEnrollmentWithPass(t.db, demo.tenantId, {
    courseId: built.course.id,
    companyId: nordlys,
    enrollable: { type: 'user', id: learner },
  });
  const certificate = await buildCertificate(t.db, demo.tenantId, {
    userId: learner,
    courseId: built.course.id,
    companyId: nordlys,
  });
  await buildQualification(t.db, demo.tenantId, {
    userId: learner,
    courseId: built.course.id,
    companyId: nordlys,
    status: 'completed',
    certificateId: certificate.id,
    completedAt: new Date(),
  });
  productUuid = (await buildProduct(t.db, demo.tenantId, { courseIds: [built.course.id] })).uuid;
});

afterAll(async () => {
  await t?.close();
});

describe("course titles in the reader's language", () => {
  const filter = () => `filter[course]=${courseUuid}`;

  it.each([
    ['en', EN],
    ['nb', NB],
  ] as const)('on enrollments, access passes and company courses (%s)', async (language, title) => {
    for (const segment of ['enrollments', 'access-passes', 'company-courses']) {
      const { items } = await read('manager', `/api/v1/${segment}?${filter()}`, language);
      expect(items.length, segment).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.header, segment).toBe(title);
        expect(item.course.header, segment).toBe(title);
      }
    }
  });

  it.each([
    ['en', EN],
    ['nb', NB],
  ] as const)('on qualifications, certificates and a product (%s)', async (language, title) => {
    const qualifications = await read('manager', `/api/v1/qualifications?${filter()}`, language);
    expect(qualifications.items).toHaveLength(1);
    expect(qualifications.items[0]).toMatchObject({
      header: title,
      course_title: title,
      course: { header: title },
    });
    const certificates = await read('learner', `/api/v1/certificates?${filter()}`, language);
    expect(certificates.items.map((item: { course: { header: string } }) => item.course.header)).toEqual([
      title,
    ]);
    const product = await read('admin', `/api/v1/products/${productUuid}`, language);
    expect(product.item.courses_included.map((course: { header: string }) => course.header)).toEqual([title]);
  });

  it("never names another company's enrollments, whatever the language", async () => {
    const { items } = await read('fjordManager', `/api/v1/enrollments?${filter()}`, 'nb');
    expect(items).toEqual([]);
    const passes = await read('fjordManager', `/api/v1/access-passes?${filter()}`, 'nb');
    expect(passes.items).toEqual([]);
  });
});
