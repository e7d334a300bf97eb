import type { QualificationStatus } from '@academy/contracts/entities/qualification';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/raw-sql.ts';

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
  status: QualificationStatus;
  score: number | null;
  last_active_at: string | null;
  completed_at: string | null;
  certificate_issued_at: string | null;
  certificate_expires_at: string | null;
};

/** The position after the last row of a batch, in the report's order (learner, then course). */
type Cursor = Pick<ReportRow, 'first_name' | 'last_name' | 'user_id' | 'course_name' | 'id'>;

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

const sources = sql`from qualifications q join users u on u.id = q.user_id join courses c on c.id = q.course_id`;

/** How many rows the report will hold. */
export async function countReportRows(db: Executor, criteria: ReportCriteria): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total ${sources} where ${reportCondition(criteria)}`,
  );
  return Number(row?.total ?? 0);
}

/** One batch after `after` (the first without it), in the report's order. */
async function reportBatch(
  db: Executor,
  criteria: ReportCriteria,
  after: Cursor | null,
  size: number,
): Promise<ReportRow[]> {
  const order = sql`lower(u.last_name), lower(u.first_name), u.id, c.name, q.id`;
  // Keyset paging: each batch is one short statement (the connection is free between batches, which on
  // PGlite's single connection keeps the API answering while a long report runs) and no offset to skip.
  const keyset = after
    ? sql`and (${order}) > (lower(${after.last_name}), lower(${after.first_name}), ${after.user_id}::int, ${after.course_name}, ${after.id}::int)`
    : sql``;
  const now = criteria.now.toISOString();
  return queryRows<ReportRow>(
    db,
    sql`select q.id, u.id as user_id, u.first_name, u.last_name, u.email,
      (select string_agg(d.name, ', ' order by d.name) from department_users du
        join departments d on d.id = du.department_id
        where du.user_id = u.id and d.company_id = q.company_id) as departments,
      c.code as course_code, c.name as course_name,
      coalesce((select cv.title from course_variants cv join languages l on l.id = cv.language_id
        where cv.course_id = c.id and l.code = ${criteria.locale} order by cv.id limit 1), c.name) as course_title,
      v.title as variant_title, lv.name as language,
      case when q.status = 'completed' and cert.expires_at is not null and cert.expires_at <= ${now}::timestamptz
        then 'expired' else q.status end as status,
      q.score, q.last_active_at, q.completed_at,
      cert.issued_at as certificate_issued_at, cert.expires_at as certificate_expires_at
    ${sources}
    left join course_variants v on v.id = q.course_variant_id
    left join languages lv on lv.id = v.language_id
    left join certificates cert on cert.id = q.certificate_id
    where ${reportCondition(criteria)} ${keyset}
    order by ${order}
    limit ${size}`,
  );
}

/** The report's rows, a batch at a time: memory holds one batch whatever the report's size. */
export async function* reportRows(
  db: Executor,
  criteria: ReportCriteria,
  batchSize: number,
): AsyncGenerator<ReportRow[]> {
  let after: Cursor | null = null;
  for (;;) {
    const batch = await reportBatch(db, criteria, after, batchSize);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1];
  }
}
