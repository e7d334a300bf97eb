import { type SQL, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { qualified } from '../../platform/resource/qualified.ts';

/** The course (in a query over courses) is given to the company today: a company course not ended. */
export function courseGivenToCompany(companyId: number | SQL): SQL {
  return sql`exists (select 1 from company_courses cc where cc.course_id = ${qualified(courses.id)} and cc.company_id = ${companyId} and (cc.end_date is null or cc.end_date >= current_date))`;
}
