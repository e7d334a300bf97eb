import { and, eq, exists, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { courses } from '../../db/schema/content.ts';
import { accessPasses, enrollments } from '../../db/schema/learning.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { visibleCourseIds } from '../courses/course-access.ts';

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
 * Rows naming the actor as their company, department or user (an enrollment "applies" to a learner
 * through any of the three), within the companies the actor acts in.
 */
export function appliesToActor(
  actor: Actor,
  type: AnyPgColumn,
  id: AnyPgColumn,
  company: AnyPgColumn,
): SQL | undefined {
  if (!actor.user) return undefined;
  const companyIds = memberCompanyIdsInScope(actor);
  if (companyIds.length === 0) return undefined;
  const departmentIds = memberDepartmentIdsInScope(actor);
  return and(
    inArray(company, companyIds),
    or(
      and(eq(type, 'user'), eq(id, actor.user.id)),
      departmentIds.length ? and(eq(type, 'department'), inArray(id, departmentIds)) : undefined,
      and(eq(type, 'company'), inArray(id, companyIds)),
    ),
  );
}

/** The same test as a pure function on a loaded row, for policies. */
export function appliesToActorRow(actor: Actor, type: string, id: number, companyId: number | null): boolean {
  if (!actor.user || companyId === null || !memberCompanyIdsInScope(actor).includes(companyId)) return false;
  if (type === 'user') return id === actor.user.id;
  if (type === 'department') return memberDepartmentIdsInScope(actor).includes(id);
  return type === 'company' && memberCompanyIdsInScope(actor).includes(id);
}

/**
 * Courses a manager may enroll a company's people in (or grant passes for): a course they can see —
 * the courses resource's own rule, so nobody is enrolled in a course that answers 404 to their manager —
 * that this company already holds (an access pass, or an enrollment that is not revoked). Public courses
 * are the shop's; a company gets a new course from an admin or a purchase.
 */
export function courseAvailableToCompany(actor: Actor, companyId: number): SQL {
  const visible = visibleCourseIds(actor);
  if (!visible) return sql`false`;
  return and(
    inArray(courses.id, visible),
    or(
      exists(
        sql`(select 1 from ${accessPasses} where ${accessPasses.course_id} = ${courses.id} and ${accessPasses.company_id} = ${companyId})`,
      ),
      exists(
        sql`(select 1 from ${enrollments} where ${enrollments.course_id} = ${courses.id} and ${enrollments.company_id} = ${companyId} and ${isNull(enrollments.revoked_at)})`,
      ),
    ),
  )!;
}
