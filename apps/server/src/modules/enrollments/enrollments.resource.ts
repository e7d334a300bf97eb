import { enrollmentContract } from '@academy/contracts/entities/enrollment';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { accessPasses, enrollments } from '../../db/schema/learning.ts';
import { companies, companyUsers, departments, departmentUsers, users } from '../../db/schema/tenancy.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { defineResource, type ResourceContext, type RowOf } from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { booleanFilterValue, referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { checkSeats, type SeatTaker } from '../company-courses/index.ts';
import { courseForReader, courseTitleOrder } from '../content-visibility/index.ts';
import { polymorphicOwner, resolveEnrollable } from './enrollable.ts';
import { assertEnrollmentDates } from './enrollment-dates.ts';
import { mailEnrolledLearnersAfterCommit } from './enrollment-mail.service.ts';
import { assertNoLiveAccess, issueAccessPasses } from './enrollment-passes.ts';
import { enrollableCourses } from './enrollment-scope.policy.ts';
import { enrollmentPolicy, enrollmentsReachedBy } from './enrollments.policy.ts';

/** Revoked, active between its dates, or inactive (not started yet, or ended); by the database's date. */
const status = sql<'active' | 'inactive' | 'revoked'>`case
  when ${enrollments.revoked_at} is not null then 'revoked'
  when ${enrollments.start_date} <= current_date and (${enrollments.end_date} is null or ${enrollments.end_date} >= current_date) then 'active'
  else 'inactive' end`;
const daysRemaining = sql<number | null>`(${enrollments.end_date} - current_date)`;
const nextStartDate = sql<
  string | null
>`case when ${enrollments.is_recurring} and ${enrollments.end_date} is not null
  then to_char(${enrollments.end_date} + coalesce(${enrollments.recur_after_days}, 0) + 1, 'YYYY-MM-DD') end`;
const courseName = sql<string>`(select ${courses.name} from ${courses} where ${courses.id} = ${qualified(enrollments.course_id)})`;

/** Enrollments that apply to a user: personal, through one of their departments, or their company. */
function appliesToUser(userValue: string): SQL {
  const user = referenceFilter(users.id, users, userValue);
  const userIds = sql`(select ${users.id} from ${users} where ${user})`;
  return or(
    and(eq(enrollments.enrollable_type, 'user'), inArray(enrollments.enrollable_id, userIds)),
    and(
      eq(enrollments.enrollable_type, 'department'),
      inArray(
        enrollments.enrollable_id,
        sql`(select ${departmentUsers.department_id} from ${departmentUsers} where ${departmentUsers.user_id} in ${userIds})`,
      ),
    ),
    and(
      eq(enrollments.enrollable_type, 'company'),
      inArray(
        enrollments.enrollable_id,
        sql`(select ${companyUsers.company_id} from ${companyUsers} where ${companyUsers.user_id} in ${userIds})`,
      ),
    ),
  )!;
}

/**
 * Refuses an enrollment that would take more seats than the company's pool for the course has left. The pool
 * row stays locked until the enrollment's transaction ends, so concurrent enrollments are counted in turn.
 */
async function assertSeats(
  context: ResourceContext,
  pool: { companyId: number; courseId: number },
  taker: SeatTaker,
): Promise<void> {
  const check = await checkSeats(context.db, pool, taker);
  if (check && !check.fits)
    throw fieldError('enrollable_id', 'validation.seats_exceeded', check.left ?? 0, check.needed);
}

const issuedBy = (enrollment: RowOf<typeof enrollments>) =>
  and(eq(accessPasses.issued_by_type, 'enrollment'), eq(accessPasses.issued_by_id, enrollment.id));

export const enrollmentResource = defineResource(enrollmentContract, {
  table: enrollments,
  policy: enrollmentPolicy,
  label: { en: 'Enrollment', nb: 'Påmelding' },
  header: (row) => row.course_name ?? `#${row.id}`,
  computed: {
    course_name: courseName,
    status,
    days_remaining: daysRemaining.mapWith(Number),
    next_start_date: nextStartDate,
  },
  hidden: ['course_name'],
  visibility: enrollmentsReachedBy,
  sorts: {
    start_date: enrollments.start_date,
    end_date: enrollments.end_date,
    created_at: enrollments.created_at,
    course: courseTitleOrder(qualified(enrollments.course_id)),
  },
  defaultSort: '-start_date',
  filters: {
    course: (value) => referenceFilter(enrollments.course_id, courses, value),
    company: (value) => referenceFilter(enrollments.company_id, companies, value),
    enrollable_type: (value) => eq(enrollments.enrollable_type, value),
    enrollable: (value) => eq(enrollments.enrollable_id, Number(value) || -1),
    department: (value) =>
      and(
        eq(enrollments.enrollable_type, 'department'),
        referenceFilter(enrollments.enrollable_id, departments, value),
      ),
    user: (value) => appliesToUser(value),
    status: (value) => sql`${status} = ${value}`,
    is_recurring: (value) => {
      const flag = booleanFilterValue(value);
      return flag === undefined ? undefined : eq(enrollments.is_recurring, flag);
    },
  },
  relations: {
    // The course as its reader names it: the title in their language (the name is administrative English).
    course: courseForReader(),
    company: belongsTo(companies, 'company_id', {
      always: true,
      pick: summary('companies', 'company', (row) => row.name),
    }),
    enrollable: polymorphicOwner('enrollable_type', 'enrollable_id'),
  },
  present: (row, loaded) => ({
    header: loaded.course?.header ?? row.course_name ?? `#${row.id}`,
    is_active: row.status === 'active',
    is_revoked: row.revoked_at !== null,
  }),
  create: {
    async prepare(input, context) {
      const enrollable = await resolveEnrollable(
        context,
        {
          type: input.enrollable_type,
          key: input.enrollable_id,
          companyKey: input.company_id,
        },
        { id: 'enrollable_id', company: 'company_id' },
      );
      const courseId = await resolveReference(
        context,
        courses,
        input.course_id,
        'course_id',
        enrollableCourses(context.actor, enrollable.companyId),
      );
      const isRecurring = input.is_recurring === true;
      const dates = {
        start_date: String(input.start_date),
        end_date: input.end_date ?? null,
        is_recurring: isRecurring,
      };
      assertEnrollmentDates(context, dates);
      await assertNoLiveAccess(context, {
        courseId,
        type: enrollable.type,
        id: enrollable.id,
        companyId: enrollable.companyId,
      });
      await assertSeats(
        context,
        { companyId: enrollable.companyId, courseId },
        { type: enrollable.type, id: enrollable.id },
      );
      return {
        ...dates,
        course_id: courseId,
        company_id: enrollable.companyId,
        enrollable_type: enrollable.type,
        enrollable_id: enrollable.id,
        recur_after_days: isRecurring ? (input.recur_after_days ?? 0) : null,
      };
    },
    async after(row, _input, context) {
      await issueAccessPasses(context.db, context.services.clock.now().toISOString(), [row]);
      // Each learner it reaches is told, in their language, with the deadline (issue 21).
      await mailEnrolledLearnersAfterCommit(context.db, context.services, [row.id], context.locale);
    },
  },
  update: {
    async prepare(input, context, row) {
      const { revoked, ...values }: Record<string, unknown> = { ...input };
      const isRecurring = input.is_recurring ?? row.is_recurring;
      // Dates are checked when they change, so an ended enrollment can still be revoked or renamed.
      if (input.start_date !== undefined || input.end_date !== undefined || input.is_recurring === true) {
        assertEnrollmentDates(context, {
          start_date: input.start_date ?? row.start_date,
          end_date: input.end_date !== undefined ? input.end_date : row.end_date,
          is_recurring: isRecurring,
        });
      }
      if (!isRecurring) values.recur_after_days = null;
      else if (input.recur_after_days === undefined && row.recur_after_days === null)
        values.recur_after_days = 0;
      if (revoked === true && !row.revoked_at) values.revoked_at = context.services.clock.now().toISOString();
      if (revoked === false && row.revoked_at) {
        // Restoring takes its seats again.
        await assertSeats(
          context,
          { companyId: row.company_id, courseId: row.course_id },
          { type: row.enrollable_type, id: row.enrollable_id },
        );
        values.revoked_at = null;
      }
      return values;
    },
    // Revoking ends the access its pass gave; restoring gives it back.
    async after(row, input, context) {
      if (input.revoked === undefined) return;
      const expiresAt = input.revoked ? (row.revoked_at ?? context.services.clock.now().toISOString()) : null;
      await context.db
        .update(accessPasses)
        .set({ expires_at: expiresAt, updated_at: context.services.clock.now().toISOString() })
        .where(issuedBy(row));
    },
  },
  async beforeDelete(row, context) {
    await context.db.delete(accessPasses).where(issuedBy(row));
  },
  writeRelations: ['enrollments', 'access-passes', 'courses', 'course-variants'],
});
