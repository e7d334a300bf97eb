import { and, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { intArray } from '../../db/raw-sql.ts';
import { courses, courseVariants } from '../../db/schema/content.ts';
import { enrollments } from '../../db/schema/learning.ts';
import { type Actor, isAuthenticated, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { appliesToActor } from '../../platform/auth/actor-grants.ts';
import { seesAllContent } from './authoring-access.ts';

/**
 * The learner's visibility subqueries (each in parentheses, ready for `in`) are part of most of their reads. They are written as templates (columns
 * and array parameters, no operator objects): building them from drizzle's operators cost more than running
 * them, and their text is the same for every learner.
 */

/**
 * The enrollments the actor has in view: those of themselves, one of their departments or their company, in
 * the companies they act in; for a manager also every enrollment of the companies they manage. Null when
 * none can be. The enrollments list shows these; enrolledCourseIds keeps the ones that count today.
 */
export function enrollmentsInView(actor: Actor): SQL | null {
  // An API key has no enrollments of its own but sees its company's, as the company's manager.
  if (!isAuthenticated(actor)) return null;
  const managedIds = managedCompanyIdsInScope(actor);
  const forThem = appliesToActor(
    actor,
    enrollments.enrollable_type,
    enrollments.enrollable_id,
    enrollments.company_id,
    enrollments.course_id,
  );
  const forManaged = managedIds.length
    ? sql`${enrollments.company_id} = any(${intArray(managedIds)})`
    : undefined;
  if (!forThem && !forManaged) return null;
  return sql`(${or(forThem, forManaged)})`;
}

/**
 * Ids of the courses enrolled for the actor today: the enrollments in view (above) that are not revoked,
 * have started and have not ended. Null when nothing can match.
 * The same rule for learners is written again in plpgsql, in the database function learner_course_standings
 * (db/migrations/0002_learner-course-standings.sql, now as 0028 left it); enrollment-rule-agreement.test.ts keeps
 * the two in step.
 */
export function enrolledCourseIds(actor: Actor): SQL | null {
  const inView = enrollmentsInView(actor);
  if (!inView) return null;
  return sql`(select ${enrollments.course_id} from ${enrollments}
    where ${enrollments.tenant_id} = ${actor.tenantId} and ${enrollments.revoked_at} is null
      and ${enrollments.start_date} <= current_date
      and (${enrollments.end_date} is null or ${enrollments.end_date} >= current_date)
      and ${inView})`;
}

/**
 * Active courses enrolled for the actor (see enrolledCourseIds) and, for a manager, the courses given to the
 * companies they manage (company_courses, not ended): they enroll people in those, so they see them first.
 */
export function visibleCourseIds(actor: Actor): SQL | null {
  return visibleCourseIdsOf(actor, (enrolled) => sql`${courses.id} in ${enrolled}`);
}

function visibleCourseIdsOf(actor: Actor, enrolledCondition: (enrolled: SQL) => SQL): SQL | null {
  const enrolled = enrolledCourseIds(actor);
  if (!enrolled) return null;
  const managedIds = managedCompanyIdsInScope(actor);
  const given = managedIds.length
    ? sql` or ${courses.id} in (select cc.course_id from company_courses cc
        where cc.company_id = any(${intArray(managedIds)}) and (cc.end_date is null or cc.end_date >= current_date))`
    : sql``;
  return sql`(select ${courses.id} from ${courses} where ${courses.is_active} and (${enrolledCondition(enrolled)}${given}))`;
}

/**
 * The courses resource's own visibility: the rows of visibleCourseIds, as `courses.id = any(array(…))` with the
 * enrolled ids as an array too. The same courses as `in (…)`, but PostgreSQL takes each array's subquery as an
 * init plan of its own instead of searching join orders for semi-joins of `courses` with itself and with
 * `enrollments` — and that search was most of the learner's course-list statement (issue 26: planned and run
 * about 2.5 times as often a second). The ids are one person's courses, a few hundred at most, so the arrays stay
 * small; the other content lists keep the `in` form (their id lists, lessons or blocks, can be long).
 */
export function visibleCoursesCondition(actor: Actor): SQL | undefined | false {
  if (seesAllContent(actor)) return undefined;
  const visible = visibleCourseIdsOf(actor, (enrolled) => sql`${courses.id} = any(array${enrolled})`);
  return visible ? sql`${courses.id} = any(array${visible})` : false;
}

/** What a learner reads of a course: its active, published variants. */
export const readableVariant = () =>
  and(eq(courseVariants.is_active, true), eq(courseVariants.status, 'published'));

/** Readable variants of the visible courses. */
export function visibleVariantIds(actor: Actor): SQL | null {
  const visibleCourses = visibleCourseIds(actor);
  if (!visibleCourses) return null;
  return sql`(select ${courseVariants.id} from ${courseVariants}
    where ${courseVariants.is_active} and ${courseVariants.status} = 'published'
      and ${courseVariants.course_id} in ${visibleCourses})`;
}

/** The condition a resource's visibility() returns for `column` holding ids from `ids(actor)`. */
export function visibleThrough(
  actor: Actor,
  ids: (actor: Actor) => SQLWrapper | null,
  column: Parameters<typeof inArray>[0],
  extra?: SQL,
): SQL | undefined | false {
  if (seesAllContent(actor)) return undefined;
  const subquery = ids(actor);
  if (!subquery) return false;
  return and(inArray(column, subquery), extra);
}
