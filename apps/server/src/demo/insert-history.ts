import { createDepartments } from '../modules/departments/index.ts';
import { createEnrollments } from '../modules/enrollments/index.ts';
import { historyCourses, recordLearningHistory } from '../modules/learning/index.ts';
import { recordReminderHistory } from '../modules/reminders/index.ts';
import { addMemberships, createUsers } from '../modules/users/index.ts';
import {
  historyCompanySlug,
  historyCourses as historyCourseContent,
  historyNewDepartment,
} from './content-history.ts';
import { demoTenant } from './content-organisations.ts';
import { demoAccounts } from './demo-accounts.ts';
import { departmentKey, type OrganisationIds } from './insert-organisations.ts';
import { type HistoryPlan, type PlannedEnrollment, planHistory } from './plan-history.ts';
import { requireId, type SeedContext, timestampDaysAgo } from './seed-support.ts';

/** Counts of what the history wrote, for the seed's log line. */
export type HistorySummary = {
  people: number;
  enrollments: number;
  examinations: number;
  certificates: number;
  reminders: number;
};

/**
 * The demo's history (issue 21 §6): Nordlys's third department and 36 more people, then 18 months of their
 * enrollments, examinations, certificates and reminders, drawn by planHistory and written in a handful of
 * set-based statements through the owning modules (a few seconds at most, not one request per row).
 */
export async function insertHistory(
  context: SeedContext,
  organisation: OrganisationIds,
  courseIdByCode: ReadonlyMap<string, number>,
  passwordHash: string,
): Promise<HistorySummary> {
  const { tx, tenantId } = context;
  const companyId = requireId(organisation.companyIdBySlug, historyCompanySlug, 'company');
  const courseIdOf = (code: string) => requireId(courseIdByCode, code, 'course');

  // The variant learners take is the English one (the tenant's first language); its lessons decide the examinations.
  const courses = await historyCourses(
    tx,
    historyCourseContent.map((course) => courseIdOf(course.code)),
    context.languageIds.en,
  );
  const passMarksByCourse = new Map(
    historyCourseContent.map((course) => [
      course.code,
      (courses.get(courseIdOf(course.code))?.lessons ?? []).map((lesson) => lesson.passMark),
    ]),
  );
  const plan = planHistory(context.now, passMarksByCourse);

  const [newDepartmentId] = await createDepartments(tx, tenantId, [
    { companyId, name: historyNewDepartment },
  ]);
  const departmentIdByName = new Map<string, number>([
    [
      'Sales',
      requireId(organisation.departmentIdByKey, departmentKey(historyCompanySlug, 'Sales'), 'department'),
    ],
    [
      'Operations',
      requireId(
        organisation.departmentIdByKey,
        departmentKey(historyCompanySlug, 'Operations'),
        'department',
      ),
    ],
    [historyNewDepartment, newDepartmentId],
  ]);

  const userIds = await createUsers(
    tx,
    tenantId,
    plan.people.map((person) => ({
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email,
      password_hash: passwordHash,
      role: 'user' as const,
      preferred_language_id: person.preferredLanguage ? context.languageIds[person.preferredLanguage] : null,
      last_login_at:
        person.lastLoginDaysAgo === null ? null : timestampDaysAgo(context, person.lastLoginDaysAgo),
      email_verified_at: timestampDaysAgo(context, 600),
    })),
  );
  const userIdByEmail = new Map(plan.people.map((person, index) => [person.email, userIds[index]]));
  const userIdOf = (email: string) => requireId(userIdByEmail, email, 'user');

  // The new people follow the existing members of Sales and Operations in their department's list.
  const placeByDepartment = new Map<number, number>(
    [...departmentIdByName].map(([name, id]) => [id, membersOfDemoAccounts(name)]),
  );
  await addMemberships(
    { db: tx, tenantId },
    plan.people.map((person) => {
      const departmentId = requireId(departmentIdByName, person.department, 'department');
      const place = (placeByDepartment.get(departmentId) ?? 0) + 1;
      placeByDepartment.set(departmentId, place);
      return {
        userId: userIdOf(person.email),
        companyId,
        isManager: false,
        departments: [{ departmentId, isHead: false, sortOrder: place }],
      };
    }),
  );

  // One statement per round: a person re-enrolled after an expired certificate has one access pass per course,
  // which the second round's enrollment takes over, as it would over the API.
  const enrollmentIdByKey = new Map<string, number>();
  for (const round of [1, 2] as const) {
    const planned = plan.enrollments.filter((enrollment) => enrollment.round === round);
    const ids = await createEnrollments(
      tx,
      tenantId,
      context.now,
      planned.map((enrollment) => ({
        course_id: courseIdOf(enrollment.courseCode),
        company_id: companyId,
        enrollable_type: enrollment.enrollable.type,
        enrollable_id: enrollableId(enrollment, userIdOf, departmentIdByName),
        start_date: enrollment.startDate,
        end_date: enrollment.endDate,
        is_recurring: false,
        recur_after_days: null,
        certificate_valid_for: enrollment.certificateValidFor,
      })),
    );
    planned.forEach((enrollment, index) => {
      enrollmentIdByKey.set(enrollment.key, ids[index]);
    });
  }

  const courseOf = (code: string) => {
    const course = courses.get(courseIdOf(code));
    if (!course) throw new Error(`Demo history: course ${code} has no English variant with lessons`);
    return course;
  };
  await recordLearningHistory(tx, tenantId, {
    examinations: plan.examinations.map((exam) => {
      const course = courseOf(exam.courseCode);
      const lesson = course.lessons[exam.lessonIndex];
      return {
        userId: userIdOf(exam.email),
        companyId,
        variantId: course.variantId,
        lessonId: lesson.id,
        enrollmentId: requireId(enrollmentIdByKey, exam.enrollmentKey, 'enrollment'),
        begunAt: exam.begunAt,
        endedAt: exam.endedAt,
        score: exam.score,
        passMark: lesson.passMark,
      };
    }),
    standings: plan.standings.map((standing) => {
      const course = courseOf(standing.courseCode);
      return {
        userId: userIdOf(standing.email),
        companyId,
        courseId: course.courseId,
        variantId: course.variantId,
        lastActiveAt: standing.lastActiveAt,
        completion: standing.completion && {
          ...standing.completion,
          title: course.variantTitle,
          certifier: demoTenant.name,
        },
      };
    }),
  });

  await recordReminderHistory(
    tx,
    tenantId,
    plan.reminders.map((reminder) => ({
      companyId,
      userId: userIdOf(reminder.email),
      courseId: courseIdOf(reminder.courseCode),
      enrollmentId: requireId(enrollmentIdByKey, reminder.enrollmentKey, 'enrollment'),
      kind: reminder.kind,
      thresholdDays: reminder.thresholdDays,
      // Manual reminders were sent by Nordlys's manager.
      sentById:
        reminder.kind === 'manual'
          ? requireId(organisation.userIdByEmail, 'manager@academy.test', 'user')
          : null,
      recipient: reminder.email,
      sentAt: reminder.sentAt,
    })),
  );

  return summarise(plan);
}

/** How many demo accounts the base seed placed in a department of the history's company. */
function membersOfDemoAccounts(department: string): number {
  return demoAccounts.filter((account) =>
    account.memberships.some(
      (membership) =>
        membership.companySlug === historyCompanySlug &&
        (membership.departments ?? []).some((place) => place.name === department),
    ),
  ).length;
}

function enrollableId(
  enrollment: PlannedEnrollment,
  userIdOf: (email: string) => number,
  departmentIdByName: ReadonlyMap<string, number>,
): number {
  return enrollment.enrollable.type === 'user'
    ? userIdOf(enrollment.enrollable.email)
    : requireId(departmentIdByName, enrollment.enrollable.department, 'department');
}

function summarise(plan: HistoryPlan): HistorySummary {
  return {
    people: plan.people.length,
    enrollments: plan.enrollments.length,
    examinations: plan.examinations.length,
    certificates: plan.standings.filter((standing) => standing.completion).length,
    reminders: plan.reminders.length,
  };
}
