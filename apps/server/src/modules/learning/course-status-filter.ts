import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../db/raw-sql.ts';
import { courses } from '../../db/schema/content.ts';
import { certificates, qualifications } from '../../db/schema/learning.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { memberCompanyIdsInScope } from '../../platform/auth/actor-grants.ts';

/**
 * `filter[status]=completed|ongoing` of the learner's course list: completed = a valid certificate in the
 * companies acted in that the learner has not restarted the course since; ongoing = every other visible (so enrolled) course. A list filter has no request clock,
 * so validity here is by the database's clock (the items' own status uses the app's clock).
 */
export function courseStatusFilter(value: string, actor: Actor): SQL {
  if (value !== 'completed' && value !== 'ongoing') return sql`false`;
  const user = actor.user?.id ?? -1;
  const companies = intArray(memberCompanyIdsInScope(actor));
  const certified = sql`exists (select 1 from ${certificates} where ${certificates.course_id} = ${courses.id}
    and ${certificates.user_id} = ${user}
    and (${certificates.company_id} is null or ${certificates.company_id} = any(${companies}))
    and (${certificates.expires_at} is null or ${certificates.expires_at} > now())
    and not exists (select 1 from ${qualifications} where ${qualifications.course_id} = ${courses.id}
      and ${qualifications.user_id} = ${user}
      and (${qualifications.company_id} is null or ${qualifications.company_id} = any(${companies}))
      and ${qualifications.restarted_at} > ${certificates.issued_at}))`;
  return value === 'completed' ? certified : sql`not ${certified}`;
}
