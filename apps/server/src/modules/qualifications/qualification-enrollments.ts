import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { enrollments, qualifications } from '../../db/schema/learning.ts';
import type { RelationLoader } from '../../platform/resource/define-resource.ts';
import { summary } from '../../platform/resource/relations.ts';

const pick = summary(
  'enrollments',
  'enrollment',
  (row) => `#${row.id}`,
  (row) => ({
    enrollable_type: row.enrollable_type,
    start_date: row.start_date,
    end_date: row.end_date,
    revoked_at: row.revoked_at,
  }),
);

/**
 * The enrollments of a qualification's course in its company that apply to its user (personal, through a
 * department, or the whole company). One query for the page; asked for with `with=enrollments`.
 */
export const qualificationEnrollments: RelationLoader = {
  async load(context, rows) {
    const found = await context.db
      .select({ owner: qualifications.id, enrollment: enrollments })
      .from(qualifications)
      .innerJoin(
        enrollments,
        and(
          eq(enrollments.course_id, qualifications.course_id),
          eq(enrollments.company_id, qualifications.company_id),
          or(
            and(
              eq(enrollments.enrollable_type, 'user'),
              eq(enrollments.enrollable_id, qualifications.user_id),
            ),
            and(
              eq(enrollments.enrollable_type, 'department'),
              sql`exists (select 1 from department_users du where du.department_id = ${enrollments.enrollable_id} and du.user_id = ${qualifications.user_id})`,
            ),
            and(
              eq(enrollments.enrollable_type, 'company'),
              eq(enrollments.enrollable_id, qualifications.company_id),
            ),
          ),
        ),
      )
      .where(
        inArray(
          qualifications.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(enrollments.start_date));
    const map = new Map<number, unknown[]>(rows.map((row) => [row.id, []]));
    for (const { owner, enrollment } of found) map.get(owner)?.push(pick(enrollment as never));
    return map;
  },
};
