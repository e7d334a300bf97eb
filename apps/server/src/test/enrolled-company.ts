import type { Database } from '../db/client.ts';
import { accessPasses, companyCourseGrants, companyCourses } from '../db/schema/learning.ts';
import { buildCourse, buildEnrollment, dateFromToday } from './content-factories.ts';
import { buildCompany, buildDepartment, buildUser } from './factories.ts';

/**
 * A company of a test's own, with the three kinds of enrollment: its learner is reached by a course enrolled for
 * the whole company, one for the learner's department and one for the learner alone, each enrollment with the
 * access pass it issues (as an enrollment made through the API would). Its manager belongs to the company only.
 */

type Enrollable = { type: 'user' | 'department' | 'company'; id: number };

/**
 * Gives the course to the company without a seat limit unless it already is: a company holding a course (an
 * enrollment or a pass) has it given, as the migration that introduced company courses did for existing data.
 */
export async function giveCourseUnlimited(
  db: Database,
  tenantId: number,
  companyId: number,
  courseId: number,
) {
  const [given] = await db
    .insert(companyCourses)
    .values({ tenant_id: tenantId, company_id: companyId, course_id: courseId })
    .onConflictDoNothing()
    .returning();
  if (given)
    await db
      .insert(companyCourseGrants)
      .values({ tenant_id: tenantId, company_course_id: given.id, source: 'admin', seats: null });
}

/** The access pass an enrollment (or a purchase) issues for a course; `certificateValidFor` overrides the course's validity. */
export async function buildAccessPass(
  db: Database,
  tenantId: number,
  input: {
    courseId: number;
    companyId: number;
    grantable: Enrollable;
    certificateValidFor?: number | null;
    issuedByEnrollmentId?: number;
  },
) {
  await giveCourseUnlimited(db, tenantId, input.companyId, input.courseId);
  const [pass] = await db
    .insert(accessPasses)
    .values({
      tenant_id: tenantId,
      course_id: input.courseId,
      company_id: input.companyId,
      grantable_type: input.grantable.type,
      grantable_id: input.grantable.id,
      issued_by_type: input.issuedByEnrollmentId === undefined ? null : 'enrollment',
      issued_by_id: input.issuedByEnrollmentId ?? null,
      certificate_valid_for: input.certificateValidFor ?? null,
    })
    .returning();
  return pass;
}

/** An enrollment with its access pass, as the enrollments API makes them. */
export async function buildEnrollmentWithPass(
  db: Database,
  tenantId: number,
  input: Parameters<typeof buildEnrollment>[2] & { certificateValidFor?: number | null },
) {
  const enrollment = await buildEnrollment(db, tenantId, input);
  const pass = await buildAccessPass(db, tenantId, {
    courseId: input.courseId,
    companyId: input.companyId,
    grantable: input.enrollable,
    certificateValidFor: input.certificateValidFor,
    issuedByEnrollmentId: enrollment.id,
  });
  return { enrollment, pass };
}

export async function buildEnrolledCompany(
  db: Database,
  tenantId: number,
  options: {
    /** The courses' languages (default English and Norwegian). */
    languages?: string[];
    lessons?: number;
    /** The course validity of the department's course, and the validity its access pass gives instead. */
    departmentCourse?: { certificateValidDays?: number; passValidFor?: number };
  } = {},
) {
  const company = await buildCompany(db, tenantId);
  const department = await buildDepartment(db, tenantId, company.id, 'Sales');
  const learner = await buildUser(db, tenantId, { companyId: company.id, departmentId: department.id });
  const manager = await buildUser(db, tenantId, { companyId: company.id, isManager: true });
  const course = (certificateValidDays?: number) =>
    buildCourse(db, tenantId, {
      languages: options.languages ?? ['en', 'nb'],
      lessons: options.lessons ?? 2,
      certificateValidDays,
    });
  const courses = {
    whole: await course(),
    department: await course(options.departmentCourse?.certificateValidDays),
    personal: await course(),
  };
  const enrollments = {
    whole: await buildEnrollmentWithPass(db, tenantId, {
      courseId: courses.whole.course.id,
      companyId: company.id,
      enrollable: { type: 'company', id: company.id },
      startDate: dateFromToday(-60),
      endDate: dateFromToday(305),
    }),
    department: await buildEnrollmentWithPass(db, tenantId, {
      courseId: courses.department.course.id,
      companyId: company.id,
      enrollable: { type: 'department', id: department.id },
      startDate: dateFromToday(-14),
      endDate: dateFromToday(351),
      certificateValidFor: options.departmentCourse?.passValidFor,
    }),
    // The learner's own enrollment recurs two weeks after it ends.
    personal: await buildEnrollmentWithPass(db, tenantId, {
      courseId: courses.personal.course.id,
      companyId: company.id,
      enrollable: { type: 'user', id: learner.id },
      startDate: dateFromToday(-30),
      endDate: dateFromToday(335),
      recurAfterDays: 14,
    }),
  };
  return { company, department, learner, manager, courses, enrollments };
}

export type EnrolledCompany = Awaited<ReturnType<typeof buildEnrolledCompany>>;
export type BuiltCourse = EnrolledCompany['courses']['whole'];
