import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { intArray } from '../../db/raw-sql.ts';
import { type Actor, launchCourseId } from './actor.ts';

/**
 * Enrollments, access passes and block passports name a grantee — a company, a department or a user — within a
 * company. These helpers answer "does it apply to this actor, in the company they act in?", in SQL for lists
 * and as a pure function for policies, so every module asks the same question the same way.
 */

/** The companies the actor acts in: the chosen scope, or all of theirs before one is chosen. */
export function memberCompanyIdsInScope(actor: Actor): number[] {
  return actor.scope
    ? actor.companies.filter((c) => c.id === actor.scope!.id).map((c) => c.id)
    : actor.companies.map((c) => c.id);
}

/** The actor's departments inside the companies they act in. */
export function memberDepartmentIdsInScope(actor: Actor): number[] {
  const companies = new Set(memberCompanyIdsInScope(actor));
  return actor.departments.filter((d) => companies.has(d.company_id)).map((d) => d.id);
}

/**
 * Rows whose grantee (type, id) within `company` is the actor, one of their departments or their company, for a
 * course (`course`). A launch session that opened one course holds the grants of that course only (actor.ts,
 * LaunchPrincipal): this is where its reach is narrowed, so every course, variant, lesson, quiz and enrollment
 * read that follows from a grant (content-visibility, examinations, course status) is narrowed with it.
 * Written as one template with array parameters: it is part of every learner's list, where building it
 * from operators cost more than running it, and its text stays the same whatever the actor's memberships.
 */
export function appliesToActor(
  actor: Actor,
  type: AnyPgColumn,
  id: AnyPgColumn,
  company: AnyPgColumn,
  course: AnyPgColumn,
): SQL | undefined {
  if (!actor.user) return undefined;
  const companyIds = memberCompanyIdsInScope(actor);
  if (companyIds.length === 0) return undefined;
  const companies = intArray(companyIds);
  const departments = intArray(memberDepartmentIdsInScope(actor));
  const launchCourse = launchCourseId(actor);
  const inCourse = launchCourse === null ? sql`` : sql` and ${course} = ${launchCourse}`;
  return sql`(${company} = any(${companies})${inCourse} and (
    (${type} = 'user' and ${id} = ${actor.user.id})
    or (${type} = 'department' and ${id} = any(${departments}))
    or (${type} = 'company' and ${id} = any(${companies}))))`;
}

/** Whether the actor may reach `courseId` at all: any course, except for a launch session of another course. */
export const withinLaunchCourse = (actor: Actor, courseId: number | null): boolean => {
  const launchCourse = launchCourseId(actor);
  return launchCourse === null || courseId === launchCourse;
};

/** The same test as `appliesToActor` as a pure function on a loaded row, for policies. */
export function appliesToActorRow(
  actor: Actor,
  type: string,
  id: number,
  companyId: number | null,
  courseId: number,
): boolean {
  if (!actor.user || companyId === null || !memberCompanyIdsInScope(actor).includes(companyId)) return false;
  if (!withinLaunchCourse(actor, courseId)) return false;
  if (type === 'user') return id === actor.user.id;
  if (type === 'department') return memberDepartmentIdsInScope(actor).includes(id);
  return type === 'company' && memberCompanyIdsInScope(actor).includes(id);
}

/** The departments the actor heads, within the company they act in (all of theirs before one is chosen). */
export function headedDepartmentIdsInScope(actor: Actor): number[] {
  return actor.departments
    .filter((department) => department.is_head && (!actor.scope || department.company_id === actor.scope.id))
    .map((department) => department.id);
}
