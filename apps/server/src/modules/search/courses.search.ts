import { fqmi } from '@academy/contracts/common/base';
import { and, asc, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courses } from '../../db/schema/content.ts';
import { accessPasses, enrollments } from '../../db/schema/learning.ts';
import { isAdmin } from '../../platform/auth/actor.ts';
import { defineSearch, type SearchActor } from './define-search.ts';
import { containsPattern } from './like-pattern.ts';
import { companyIdsInScope, departmentIdsInScope, managedCompanyIdsInScope } from './search-scope.ts';

/**
 * Courses a non-admin may see, in the companies in scope: public courses; courses enrolled for them
 * (their company, one of their departments, or themselves); and for managers every course their
 * company is enrolled in or holds an access pass for (what they can enroll people in).
 */
function visibleTo(db: Database, actor: SearchActor): SQL {
  const companyIds = companyIdsInScope(actor);
  const departmentIds = departmentIdsInScope(actor);
  const managedIds = managedCompanyIdsInScope(actor);
  const enrolled = or(
    and(eq(enrollments.enrollable_type, 'company'), eq(enrollments.enrollable_id, enrollments.company_id)),
    and(eq(enrollments.enrollable_type, 'department'), inArray(enrollments.enrollable_id, departmentIds)),
    and(eq(enrollments.enrollable_type, 'user'), eq(enrollments.enrollable_id, actor.user.id)),
    inArray(enrollments.company_id, managedIds),
  );
  const enrollment = db
    .select({ one: sql`1` })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.course_id, courses.id),
        isNull(enrollments.revoked_at),
        inArray(enrollments.company_id, companyIds),
        enrolled,
      ),
    );
  const accessPass = db
    .select({ one: sql`1` })
    .from(accessPasses)
    .where(
      and(
        eq(accessPasses.course_id, courses.id),
        eq(accessPasses.grantable_type, 'company'),
        inArray(accessPasses.grantable_id, managedIds),
      ),
    );
  return or(eq(courses.is_public, true), exists(enrollment), exists(accessPass))!;
}

/** Active courses of the tenant the actor can see; admins see every one. */
export const coursesSearch = defineSearch({
  name: 'courses',
  authorize: () => true,
  async run({ actor, search, limit, db }) {
    const pattern = containsPattern(search);
    const admin = isAdmin(actor);
    const rows = await db
      .select({
        id: courses.id,
        uuid: courses.uuid,
        name: courses.name,
        code: courses.code,
        ingress: courses.ingress,
      })
      .from(courses)
      .where(
        and(
          eq(courses.tenant_id, actor.tenantId),
          eq(courses.is_active, true),
          search ? or(ilike(courses.name, pattern), ilike(courses.code, pattern)) : undefined,
          admin ? undefined : visibleTo(db, actor),
        ),
      )
      .orderBy(asc(courses.name), asc(courses.id))
      .limit(limit);
    return rows.map((row) => ({
      uuid: row.uuid,
      fqmi: fqmi('courses', row.uuid, 'course'),
      header: row.name,
      description: row.ingress ?? row.code ?? null,
      url: admin ? `/admin/courses/${row.id}` : `/courses/${row.uuid}`,
    }));
  },
});
