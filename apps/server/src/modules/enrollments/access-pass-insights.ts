import { inArray, sql } from 'drizzle-orm';
import { accessPasses } from '../../db/schema/learning.ts';
import type { RelationLoader } from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';

/**
 * Insights of an access pass (spec §3): the enrollments of its course for its grantee, the people it
 * covers (enrollables), how many of them completed the course (progress) and the fraction. One query
 * for the whole page; asked for with `with=insights`.
 */
export const accessPassInsights: RelationLoader = {
  async load(context, rows) {
    const covered = sql`(case ${qualified(accessPasses.grantable_type)}
      when 'user' then array[${qualified(accessPasses.grantable_id)}]
      when 'department' then array(select du.user_id from department_users du where du.department_id = ${qualified(accessPasses.grantable_id)})
      else array(select cu.user_id from company_users cu where cu.company_id = ${qualified(accessPasses.grantable_id)}) end)`;
    const found = await context.db
      .select({
        id: accessPasses.id,
        enrollments:
          sql<number>`(select count(*) from enrollments e where e.course_id = ${qualified(accessPasses.course_id)}
          and e.company_id is not distinct from ${qualified(accessPasses.company_id)} and e.enrollable_type = ${qualified(accessPasses.grantable_type)}
          and e.enrollable_id = ${qualified(accessPasses.grantable_id)} and e.revoked_at is null)`.mapWith(
            Number,
          ),
        enrollables: sql<number>`cardinality(${covered})`.mapWith(Number),
        progress:
          sql<number>`(select count(distinct q.user_id) from qualifications q where q.course_id = ${qualified(accessPasses.course_id)}
          and q.status = 'completed' and q.user_id = any(${covered}))`.mapWith(Number),
      })
      .from(accessPasses)
      .where(
        inArray(
          accessPasses.id,
          rows.map((row) => row.id),
        ),
      );
    return new Map(
      found.map((entry) => [
        entry.id,
        {
          enrollments: entry.enrollments,
          enrollables: entry.enrollables,
          progress: entry.progress,
          progress_fraction: entry.enrollables
            ? Math.round((entry.progress / entry.enrollables) * 1000) / 1000
            : 0,
        },
      ]),
    );
  },
};
