import type { QualificationStatus } from '@academy/contracts/entities/qualification';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import { lapsedAt } from './enrollment-reach.ts';

/** What a report holds: one company's qualifications, narrowed to a department, a course, completion dates. */
export type ReportCriteria = {
  tenantId: number;
  companyId: number;
  departmentId: number | null;
  courseId: number | null;
  /** YYYY-MM-DD, inclusive. */
  dateFrom: string | null;
  dateTo: string | null;
  locale: 'en' | 'nb';
  /** A status report's statuses (null: all). */
  statuses: readonly string[] | null;
  /** A status report: due within these days; an expiring report: expiring within them. */
  withinDays: number | null;
  /** The app's clock: a certificate past its expiry makes a completed qualification `expired`. */
  now: Date;
};

/** One line of a report: a learner's standing in a course (a qualification), with what a manager reads. */
export type ReportRow = {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  departments: string | null;
  course_code: string | null;
  course_name: string;
  course_title: string;
  variant_title: string | null;
  language: string | null;
  /** The variant's language code, to name it in the reader's language ("Norsk"/"Norwegian"). */
  language_code: string | null;
  status: QualificationStatus;
  score: number | null;
  last_active_at: string | null;
  completed_at: string | null;
  certificate_issued_at: string | null;
  certificate_expires_at: string | null;
  /** The learner's answers to the company's custom user fields (issue 21 §5). */
  custom_fields: Record<string, string>;
};

/** The rows' condition on `q` (qualifications), `u` (its learner) and `c` (its course). */
function reportCondition(criteria: ReportCriteria): SQL {
  const parts: SQL[] = [sql`q.tenant_id = ${criteria.tenantId} and q.company_id = ${criteria.companyId}`];
  if (criteria.departmentId !== null)
    parts.push(
      sql`exists (select 1 from department_users du where du.user_id = q.user_id and du.department_id = ${criteria.departmentId})`,
    );
  if (criteria.courseId !== null) parts.push(sql`q.course_id = ${criteria.courseId}`);
  // As the qualifications list's filter[from] and filter[to]: completed on or after / on or before.
  if (criteria.dateFrom !== null) parts.push(sql`q.completed_at >= ${criteria.dateFrom}::date`);
  if (criteria.dateTo !== null) parts.push(sql`q.completed_at < ${criteria.dateTo}::date + 1`);
  return sql.join(parts, sql` and `);
}

/**
 * The report's qualification ids in its order (learner by last and first name, then course), sorted once in
 * one statement. Only the ids are held (a number a row: 50,000 rows are 0.4 MB); the rows themselves are read
 * a batch at a time. Paging the sorted rows instead (keyset) sorted the whole set again for every batch, and a
 * cursor would hold the connection — PGlite's only one — for the whole report.
 */
export async function reportRowIds(db: Executor, criteria: ReportCriteria): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select q.id from qualifications q join users u on u.id = q.user_id join courses c on c.id = q.course_id
      where ${reportCondition(criteria)}
      order by lower(u.last_name), lower(u.first_name), u.id, c.name, q.id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The rows of these ids, in the ids' order. Every table is reached by its key for the batch's rows only
 * (`= any(ids)`, and lateral lookups the planner cannot turn into a scan of the whole table: `offset 0` keeps
 * them apart), so a batch costs the same whatever the table's size — also on PGlite, which never gathers
 * statistics for the planner. The departments of the batch's learners and the titles of its courses are
 * gathered once per batch, not per row.
 */
export async function reportBatch(
  db: Executor,
  criteria: ReportCriteria,
  ids: readonly number[],
): Promise<ReportRow[]> {
  const now = criteria.now.toISOString();
  const wanted = intArray(ids);
  return queryRows<ReportRow>(
    db,
    sql`with
      batch as materialized (
        select q.id, q.user_id, q.course_id, q.course_variant_id, q.certificate_id, q.certificate_expires_at,
          q.status, q.score, q.last_active_at, q.completed_at, wanted.position
        from qualifications q
        join unnest(${wanted}) with ordinality as wanted(id, position) on wanted.id = q.id
        where q.id = any(${wanted})),
      learner_departments as (
        select du.user_id, string_agg(d.name, ', ' order by d.name) as names
        from (select distinct user_id from batch) learner
        join department_users du on du.user_id = learner.user_id
        join departments d on d.id = du.department_id and d.company_id = ${criteria.companyId}
        group by du.user_id),
      course_titles as (
        select distinct on (cv.course_id) cv.course_id, cv.title
        from course_variants cv join languages l on l.id = cv.language_id
        where cv.course_id in (select course_id from batch) and l.code in (${criteria.locale}, 'en')
        order by cv.course_id, (l.code = ${criteria.locale}) desc, cv.id)
    select q.id, u.id as user_id, u.first_name, u.last_name, u.email, ld.names as departments,
      c.code as course_code, c.name as course_name, coalesce(ct.title, c.name) as course_title,
      v.title as variant_title, lv.name as language, lv.code as language_code,
      case when q.status = 'completed' and ${lapsedAt(now)} then 'expired' else q.status end as status,
      q.score, q.last_active_at, q.completed_at,
      cert.issued_at as certificate_issued_at, cert.expires_at as certificate_expires_at,
      u.custom_fields
    from batch q
    cross join lateral (select id, first_name, last_name, email, custom_fields from users where id = q.user_id offset 0) u
    join courses c on c.id = q.course_id
    left join learner_departments ld on ld.user_id = q.user_id
    left join course_titles ct on ct.course_id = q.course_id
    left join course_variants v on v.id = q.course_variant_id
    left join languages lv on lv.id = v.language_id
    left join lateral (select issued_at, expires_at from certificates where id = q.certificate_id offset 0) cert
      on true
    order by q.position`,
  );
}

/**
 * The lines of these keys, a batch at a time: memory holds one batch of lines whatever the report's size, and
 * the database connection is free between batches (on PGlite the API keeps answering while a report runs).
 */
export async function* reportRows<Key, Row>(
  read: (keys: readonly Key[]) => Promise<Row[]>,
  keys: readonly Key[],
  batchSize: number,
): AsyncGenerator<Row[]> {
  for (let start = 0; start < keys.length; start += batchSize) {
    const batch = await read(keys.slice(start, start + batchSize));
    if (batch.length) yield batch;
  }
}
