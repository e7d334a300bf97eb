import { fqmi } from '@academy/contracts/common/base';
import type { CourseInsight } from '@academy/contracts/entities/insights';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/raw-sql.ts';
import { localizedCourseTitle } from '../courses/index.ts';
import type { InsightReach } from './insight-reach.ts';
import { standingsWith } from './insight-standings.ts';

type Row = {
  id: number;
  uuid: string;
  name: string;
  code: string | null;
  title: string;
  learners: number | string;
  enrolled: number | string;
  not_started: number | string;
  in_progress: number | string;
  completed: number | string;
  expiring: number | string;
  expired: number | string;
};

/**
 * Per course of the company — every course it enrolls people in today, or in which its people have progress
 * or a certificate — how the reader's learners stand: enrolled, not started, in progress, completed
 * (certified), expiring within 30 days, expired. One statement, ordered by the title the reader reads.
 */
export async function courseInsights(
  db: Executor,
  reach: InsightReach,
  now: Date,
  locale: 'en' | 'nb',
  departmentKey?: string,
): Promise<CourseInsight[]> {
  const rows = await queryRows<Row>(
    db,
    sql`${standingsWith(reach, now, { departmentKey })},
      course_ids as (select course_id from active union select course_id from standings)
    select c.id, c.uuid, c.name, c.code, ${localizedCourseTitle(locale)} as title,
      count(s.user_id) as learners,
      count(s.user_id) filter (where s.enrolled) as enrolled,
      count(s.user_id) filter (where s.status = 'not_started') as not_started,
      count(s.user_id) filter (where s.status = 'in_progress') as in_progress,
      count(s.user_id) filter (where s.status = 'completed') as completed,
      count(s.user_id) filter (where s.expiring) as expiring,
      count(s.user_id) filter (where s.status = 'expired') as expired
    from course_ids ci
    join courses c on c.id = ci.course_id
    left join standings s on s.course_id = ci.course_id
    group by c.id
    order by title, c.id`,
  );
  return rows.map((row) => ({
    course: {
      id: row.id,
      uuid: row.uuid,
      fqmi: fqmi('courses', row.uuid, 'course'),
      header: row.name,
      code: row.code,
    },
    title: row.title,
    learners: Number(row.learners),
    enrolled: Number(row.enrolled),
    not_started: Number(row.not_started),
    in_progress: Number(row.in_progress),
    completed: Number(row.completed),
    expiring: Number(row.expiring),
    expired: Number(row.expired),
  }));
}
