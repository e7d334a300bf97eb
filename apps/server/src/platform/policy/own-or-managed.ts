import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Actor, launchCourseId, managedCompanyIdsInScope } from '../auth/actor.ts';
import { withinLaunchCourse } from '../auth/actor-grants.ts';

/**
 * The reach of a learner's record earned in a company (an examination, a qualification, a certificate): its
 * owner reads it, and so do the managers of the company it belongs to (in the actor's scope). One rule in two
 * forms, so a policy's `view` and its visibility in SQL cannot drift apart. A record of a course is the
 * owner's in a launch session only when it is of the session's course (actor.ts, LaunchPrincipal).
 */
export const ownOrManaged = (
  actor: Actor,
  row: { user_id: number; company_id: number | null; course_id?: number | null },
): boolean =>
  (row.user_id === actor.user?.id &&
    (row.course_id === undefined || withinLaunchCourse(actor, row.course_id))) ||
  (row.company_id !== null && managedCompanyIdsInScope(actor).includes(row.company_id));

/** `ownOrManaged` as SQL, over the record's owner and company columns, and its course when it has one. */
export function ownOrManagedInView(
  actor: Actor,
  columns: { user_id: AnyPgColumn; company_id: AnyPgColumn },
  course?: AnyPgColumn | SQL,
) {
  const managed = managedCompanyIdsInScope(actor);
  const launchCourse = launchCourseId(actor);
  return or(
    and(
      eq(columns.user_id, actor.user?.id ?? -1),
      course && launchCourse !== null ? sql`${course} = ${launchCourse}` : undefined,
    ),
    managed.length ? inArray(columns.company_id, managed) : undefined,
  );
}
