import type { Executor } from '../../db/client.ts';
import { insertForTenant } from '../../db/insert-in-order.ts';
import { companyCourseGrants, companyCourses } from '../../db/schema/learning.ts';

export type GivenCourse = {
  companyId: number;
  courseId: number;
  seats?: number | null;
  endDate?: string | null;
};

/** Gives companies courses outside a request (the demo, tests): each with the admin's grant of seats. */
export async function giveCourses(db: Executor, tenantId: number, given: readonly GivenCourse[]) {
  if (given.length === 0) return [];
  const ids = await insertForTenant(
    db,
    companyCourses,
    tenantId,
    given.map((entry) => ({
      company_id: entry.companyId,
      course_id: entry.courseId,
      end_date: entry.endDate ?? null,
    })),
  );
  await insertForTenant(
    db,
    companyCourseGrants,
    tenantId,
    given.map((entry, index) => ({
      company_course_id: ids[index],
      source: 'admin' as const,
      seats: entry.seats ?? null,
      end_date: entry.endDate ?? null,
    })),
  );
  return ids;
}
