import { randomUUID } from 'node:crypto';
import { partnerKinds } from '@academy/contracts/entities/partner-integration';
import { and, asc, eq, ne } from 'drizzle-orm';
import { courseVariantLessons, courseVariants } from '../../db/schema/content.ts';
import {
  companyCourses,
  companyReports,
  examinations,
  receipts,
  scormPackages,
  scormRegistrations,
} from '../../db/schema/learning.ts';
import { ltiRegistrations } from '../../db/schema/lti.ts';
import type { demoRows } from '../../modules/enrollments/learning-test-support.ts';
import type { TestApp } from '../build-test-app.ts';
import { auth } from '../factories.ts';

type Demo = Awaited<ReturnType<typeof demoRows>>;
type Company = Demo['nordlys'];
/** One object of a family for each company: Nordlys's ("own") and Fjord's ("other"). */
export type CompanyIds = { own: string; other: string };

/**
 * The objects of the families the demo holds none of, one of Nordlys and one of Fjord each, so that the matrix's
 * cells of those families are real checks on an existing object (allowed on one's own, refused on another
 * company's), not refusals of an id that names nothing. Rows are written as the module tests write them (a
 * learner's open examination, a manager's pending report, a seat purchase, a SCORM package and a person who came
 * in through it, an LTI platform); partner integrations are made through the API, as a manager makes them.
 */
export async function companyObjects(
  t: TestApp,
  demo: Demo,
  adminToken: string,
  superAdminToken: string,
): Promise<Record<string, CompanyIds>> {
  const tenant_id = demo.tenantId;
  const byCompany = async (make: (company: Company, side: 'own' | 'other') => Promise<number>) => ({
    own: String(await make(demo.nordlys, 'own')),
    other: String(await make(demo.fjord, 'other')),
  });
  const learnerOf = (side: 'own' | 'other') => demo.user(side === 'own' ? 'learner' : 'fjordLearner');
  const managerOf = (side: 'own' | 'other') => demo.user(side === 'own' ? 'manager' : 'fjordManager');
  const insert = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0].id;

  // A lesson of a course variant, for the examinations: not the variant the matrix's course-variant cells call
  // with (the first one a super administrator lists), whose deletion an examination would hold up.
  const course = demo.course('CS-301');
  const listed = await t.app.inject({
    url: '/api/v1/course-variants?per_page=100',
    headers: auth(superAdminToken),
  });
  const calledWith = Number(listed.json().data?.items?.[0]?.id ?? 0);
  // CS-301's first lesson is none of the lessons' cells' (their deletions pass); another course only when CS-301's
  // one variant is the variants' cells'.
  const quizzes = await t.db
    .select({
      variantId: courseVariants.id,
      lessonId: courseVariantLessons.lesson_id,
      courseId: courseVariants.course_id,
    })
    .from(courseVariants)
    .innerJoin(courseVariantLessons, eq(courseVariantLessons.course_variant_id, courseVariants.id))
    .where(and(eq(courseVariants.tenant_id, tenant_id), ne(courseVariants.id, calledWith)))
    .orderBy(asc(courseVariants.id), asc(courseVariantLessons.sort_order));
  const quiz = quizzes.find((row) => row.courseId === course.id) ?? quizzes[0];
  /** A course the company has (a SCORM package is of one), else CS-301. */
  const courseOf = async (company: Company) => {
    const [given] = await t.db
      .select({ id: companyCourses.course_id })
      .from(companyCourses)
      .where(and(eq(companyCourses.tenant_id, tenant_id), eq(companyCourses.company_id, company.id)))
      .limit(1);
    return given?.id ?? course.id;
  };

  const examinationIds = await byCompany((company, side) =>
    insert(
      t.db
        .insert(examinations)
        .values({
          tenant_id,
          user_id: learnerOf(side).id,
          company_id: company.id,
          course_variant_id: quiz.variantId,
          lesson_id: quiz.lessonId,
          expires_at: new Date(Date.now() + 86_400_000).toISOString(),
          pass_mark: 80,
        })
        .returning(),
    ),
  );
  const reportIds = await byCompany((company, side) =>
    insert(
      t.db
        .insert(companyReports)
        .values({
          tenant_id,
          company_id: company.id,
          user_id: managerOf(side).id,
          name: `Matrix report ${company.slug}`,
          format: 'csv',
        })
        .returning(),
    ),
  );
  const receiptIds = await byCompany((company, side) =>
    insert(
      t.db
        .insert(receipts)
        .values({
          tenant_id,
          // A checkout's uuid, as the shop writes it; no checkout has it, so a refund finds nothing to refund.
          checkout_id: randomUUID(),
          provider: 'local',
          user_id: managerOf(side).id,
          company_id: company.id,
          seats: 2,
          amount: 20_000,
          currency: 'NOK',
        })
        .returning(),
    ),
  );
  const packages = new Map<number, { id: number; course_id: number }>();
  const packageIds = await byCompany(async (company) => {
    const [row] = await t.db
      .insert(scormPackages)
      .values({ tenant_id, company_id: company.id, course_id: await courseOf(company), version: '1.2' })
      .returning();
    packages.set(company.id, row);
    return row.id;
  });
  const scormRegistrationIds = await byCompany((company, side) =>
    insert(
      t.db
        .insert(scormRegistrations)
        .values({
          tenant_id,
          company_id: company.id,
          course_id: packages.get(company.id)!.course_id,
          package_id: packages.get(company.id)!.id,
          user_id: learnerOf(side).id,
          scorm_learner_id: `lms-matrix-${company.slug}`,
        })
        .returning(),
    ),
  );
  const ltiIds = await byCompany((company) =>
    insert(
      t.db
        .insert(ltiRegistrations)
        .values({
          tenant_id,
          company_id: company.id,
          name: `${company.name} Moodle`,
          issuer: `https://moodle.${company.slug}.test`,
          client_id: `${company.slug}-client`,
          deployment_ids: ['1'],
          auth_login_url: `https://moodle.${company.slug}.test/auth`,
          auth_token_url: `https://moodle.${company.slug}.test/token`,
          keyset_url: `https://moodle.${company.slug}.test/jwks`,
        })
        .returning(),
    ),
  );
  const partnerIds = await byCompany(async (company) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${company.id}/partner-integrations`,
      headers: auth(adminToken),
      payload: { kind: partnerKinds[0], name: `Matrix partner ${company.slug}` },
    });
    if (answer.statusCode !== 201) throw new Error(`A partner integration was not made: ${answer.body}`);
    return answer.json().data.item.id as number;
  });

  return {
    examinations: examinationIds,
    'company-reports': reportIds,
    receipts: receiptIds,
    'scorm-packages': packageIds,
    'scorm-registrations': scormRegistrationIds,
    'lti-registrations': ltiIds,
    'partner-integrations': partnerIds,
  };
}
