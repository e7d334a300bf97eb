import { type SQL, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { certificates } from '../../db/schema/learning.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { memberCompanyIdsInScope } from '../courses/course-access.ts';
import { intArray } from './learner-scope.ts';

/**
 * `filter[status]=completed|ongoing` of the learner's course list: completed = a valid certificate in the
 * companies acted in; ongoing = every other visible (so enrolled) course. A list filter has no request clock,
 * so validity here is by the database's clock (the items' own status uses the app's clock).
 */
export function courseStatusFilter(value: string, actor: Actor): SQL {
  if (value !== 'completed' && value !== 'ongoing') return sql`false`;
  const certified = sql`exists (select 1 from ${certificates} where ${certificates.course_id} = ${courses.id}
    and ${certificates.user_id} = ${actor.user?.id ?? -1}
    and (${certificates.company_id} is null or ${certificates.company_id} = any(${intArray(memberCompanyIdsInScope(actor))}))
    and (${certificates.expires_at} is null or ${certificates.expires_at} > now()))`;
  return value === 'completed' ? certified : sql`not ${certified}`;
}
