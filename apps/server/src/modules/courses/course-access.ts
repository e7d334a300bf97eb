import { and, eq, gte, inArray, isNull, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { courses, courseVariants } from '../../db/schema/content.ts';
import { enrollments } from '../../db/schema/learning.ts';
import { type Actor, isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { appliesToActor } from '../../platform/auth/actor-grants.ts';

/** Subqueries built without a connection; the resource query that embeds them runs them. */
const query = new QueryBuilder();
const today = sql`current_date`;

/**
 * Ids of the courses enrolled for the actor today: enrollments (not revoked, started, not ended) of
 * themselves, one of their departments or their company, in the companies they act in; for a manager
 * also every enrollment of the companies they manage. Null when nothing can match.
 */
export function enrolledCourseIds(actor: Actor) {
  if (!actor.user) return null;
  const managedIds = managedCompanyIdsInScope(actor);
  const forThem = appliesToActor(
    actor,
    enrollments.enrollable_type,
    enrollments.enrollable_id,
    enrollments.company_id,
  );
  const forManaged = managedIds.length ? inArray(enrollments.company_id, managedIds) : undefined;
  if (!forThem && !forManaged) return null;
  return query
    .select({ id: enrollments.course_id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.tenant_id, actor.tenantId),
        isNull(enrollments.revoked_at),
        lte(enrollments.start_date, today),
        or(isNull(enrollments.end_date), gte(enrollments.end_date, today)),
        or(forThem, forManaged),
      ),
    );
}

/** Active courses enrolled for the actor (see enrolledCourseIds). */
export function visibleCourseIds(actor: Actor) {
  const enrolled = enrolledCourseIds(actor);
  if (!enrolled) return null;
  return query
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.is_active, true), inArray(courses.id, enrolled)));
}

/** What a learner reads of a course: its active, published variants. */
export const readableVariant = () =>
  and(eq(courseVariants.is_active, true), eq(courseVariants.status, 'published'));

/** Readable variants of the visible courses. */
export function visibleVariantIds(actor: Actor) {
  const visibleCourses = visibleCourseIds(actor);
  if (!visibleCourses) return null;
  return query
    .select({ id: courseVariants.id })
    .from(courseVariants)
    .where(and(readableVariant(), inArray(courseVariants.course_id, visibleCourses)));
}

/** The condition a resource's visibility() returns for `column` holding ids from `ids(actor)`. */
export function visibleThrough(
  actor: Actor,
  ids: (actor: Actor) => SQLWrapper | null,
  column: Parameters<typeof inArray>[0],
  extra?: SQL,
): SQL | undefined | false {
  if (isAdmin(actor)) return undefined;
  const subquery = ids(actor);
  if (!subquery) return false;
  return and(inArray(column, subquery), extra);
}
