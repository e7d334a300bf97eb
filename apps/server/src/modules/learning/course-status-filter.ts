import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../db/raw-sql.ts';
import { courses } from '../../db/schema/content.ts';
import { certificates, enrollments, qualifications } from '../../db/schema/learning.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { appliesToActor, memberCompanyIdsInScope } from '../../platform/auth/actor-grants.ts';

/**
 * Courses enrolled for the actor THEMSELVES today (personally, through one of their departments or their
 * company, in the companies they act in). Unlike the course list's visibility, a course is not "theirs"
 * because they manage the company it is enrolled for, nor because they are an administrator: the dashboard's
 * on-going list is the user's own learning, whatever their role.
 */
function enrolledForThemselves(actor: Actor): SQL {
  const forThem = appliesToActor(
    actor,
    enrollments.enrollable_type,
    enrollments.enrollable_id,
    enrollments.company_id,
    enrollments.course_id,
  );
  if (!forThem) return sql`false`;
  return sql`${courses.id} in (select ${enrollments.course_id} from ${enrollments}
    where ${enrollments.tenant_id} = ${actor.tenantId} and ${enrollments.revoked_at} is null
      and ${enrollments.start_date} <= current_date
      and (${enrollments.end_date} is null or ${enrollments.end_date} >= current_date)
      and ${forThem})`;
}

/**
 * `filter[status]=completed|ongoing` of the learner's course list: completed = a valid certificate of their
 * own in the companies acted in that they have not restarted the course since; ongoing = every other course
 * enrolled for them themselves (see enrolledForThemselves). A list filter has no request clock, so validity
 * here is by the database's clock (the items' own status uses the app's clock).
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
  return value === 'completed' ? certified : sql`(${enrolledForThemselves(actor)} and not ${certified})`;
}
