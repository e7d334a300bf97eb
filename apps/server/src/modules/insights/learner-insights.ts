import { fqmi } from '@academy/contracts/common/base';
import type { Pagination } from '@academy/contracts/common/envelope';
import type { LearnerInsight, LearnerInsightStatus } from '@academy/contracts/entities/insights';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/raw-sql.ts';
import type { InsightReach } from './insight-reach.ts';
import { type StandingFilters, standingsWith } from './insight-standings.ts';

export type LearnerPage = {
  page: number;
  perPage: number;
  /** A status, or `expiring` (a valid certificate expiring within 30 days). */
  status?: LearnerInsightStatus | 'expiring';
  /** A key of learnerInsightSorts, `-` for descending. */
  sort?: string;
};

type Row = {
  user_id: number;
  user_uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  departments: { id: number; uuid: string; name: string }[] | string;
  enrolled: boolean;
  deadline_day: string | null;
  status: LearnerInsightStatus;
  expiring: boolean;
  passed: number | null;
  total: number | null;
  score: number | null;
  last_active_at: string | Date | null;
  completed_at: string | Date | null;
  restarted_at: string | Date | null;
  certificate_id: number | null;
  certificate_uuid: string | null;
  certificate_title: string | null;
  certificate_issued_at: string | Date | null;
  certificate_expires_at: string | Date | null;
  certificate_visible: boolean;
  total_rows: number | string;
};

const sorts: Record<string, SQL> = {
  name: sql`lower(users.last_name), lower(users.first_name)`,
  status: sql`array_position(array['not_started', 'in_progress', 'completed', 'expired'], s.status)`,
  last_activity_at: sql`s.last_active_at`,
  completed_at: sql`s.completed_at`,
  expires_at: sql`s.certificate_expires_at`,
  deadline: sql`s.deadline`,
};

function orderBy(sort = 'name'): SQL {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const column = sorts[key] ?? sorts.name;
  // Empty values last either way: a learner without activity is not the most recent one.
  return sql`${column} ${descending ? sql`desc` : sql`asc`} nulls last, users.id`;
}

const iso = (value: string | Date | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** Whether the reader may open the certificate (the certificates resource's own visibility). */
function certificateVisible(reach: InsightReach): SQL {
  if (reach.certificates === false) return sql`false`;
  if (reach.certificates === undefined) return sql`s.certificate_id is not null`;
  return sql`s.certificate_id in (select certificates.id from certificates where ${reach.certificates})`;
}

/**
 * A page of the learners of one course of the company with their standing: status, progress (lessons passed
 * of the variant they are furthest in, since their round began — the later of the certificate's issue, a
 * restart and the enrollment's start), score, last activity, deadline and certificate. One statement; the
 * progress is computed for the page's rows only.
 */
export async function learnerInsights(
  db: Executor,
  reach: InsightReach,
  now: Date,
  filters: StandingFilters & { courseId: number },
  page: LearnerPage,
): Promise<{ items: LearnerInsight[]; pagination: Pagination }> {
  const status =
    page.status === undefined
      ? sql``
      : page.status === 'expiring'
        ? sql`and s.expiring`
        : sql`and s.status = ${page.status}`;
  const rows = await queryRows<Row>(
    db,
    sql`${standingsWith(reach, now, filters)}
    select s.*, to_char(s.deadline, 'YYYY-MM-DD') as deadline_day, users.uuid as user_uuid, users.first_name, users.last_name, users.email,
      (select coalesce(json_agg(json_build_object('id', d.id, 'uuid', d.uuid, 'name', d.name) order by d.name), '[]')
        from department_users du join departments d on d.id = du.department_id
        where du.user_id = s.user_id and d.company_id = ${reach.companyId}) as departments,
      pr.passed, pr.total,
      ${certificateVisible(reach)} as certificate_visible,
      count(*) over () as total_rows
    from standings s
    join users on users.id = s.user_id
    left join lateral (
      select per_variant.passed, per_variant.total from (
        select count(l.id)::int as total,
          count(l.id) filter (where exists (select 1 from examinations x where x.user_id = s.user_id
            and x.lesson_id = l.id and x.success and x.ended_at > coalesce(
              greatest(s.certificate_issued_at, s.restarted_at, s.started::timestamp at time zone 'UTC'),
              '-infinity'::timestamptz)))::int as passed
        from course_variants v
        left join course_variant_lessons cvl on cvl.course_variant_id = v.id
        left join lessons l on l.id = cvl.lesson_id and l.is_active
        where v.course_id = s.course_id and v.is_active and v.status = 'published'
        group by v.id) per_variant
      order by per_variant.passed::float / nullif(per_variant.total, 0) desc nulls last, per_variant.total desc
      limit 1
    ) pr on true
    where s.course_id = ${filters.courseId} ${status}
    order by ${orderBy(page.sort)}
    limit ${page.perPage} offset ${(page.page - 1) * page.perPage}`,
  );
  const total = rows.length ? Number(rows[0].total_rows) : 0;
  return {
    items: rows.map((row) => presentLearner(row)),
    pagination: {
      page: page.page,
      per_page: page.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / page.perPage)),
    },
  };
}

function presentLearner(row: Row): LearnerInsight {
  const departments = typeof row.departments === 'string' ? JSON.parse(row.departments) : row.departments;
  // A valid certificate the learner has not restarted since makes the course whole (as on the learner's page).
  const restartedSince =
    row.restarted_at !== null &&
    row.certificate_issued_at !== null &&
    new Date(row.restarted_at) > new Date(row.certificate_issued_at);
  const full = row.status === 'completed' && !restartedSince;
  const progress =
    row.total === null || row.total === 0
      ? null
      : { passed: full ? row.total : Math.min(row.passed ?? 0, row.total), total: row.total };
  return {
    user: {
      id: row.user_id,
      uuid: row.user_uuid,
      fqmi: fqmi('users', row.user_uuid, 'user'),
      header: `${row.first_name} ${row.last_name}`,
      email: row.email,
    },
    departments: (departments as { id: number; uuid: string; name: string }[]).map((department) => ({
      id: department.id,
      uuid: department.uuid,
      fqmi: fqmi('departments', department.uuid, 'department'),
      header: department.name,
    })),
    enrolled: row.enrolled,
    deadline: row.deadline_day,
    status: row.status,
    expiring: row.expiring,
    progress,
    progress_fraction: progress ? Math.round((progress.passed / progress.total) * 1000) / 1000 : 0,
    score: row.score,
    last_activity_at: iso(row.last_active_at),
    completed_at: iso(row.completed_at),
    certificate:
      row.certificate_visible && row.certificate_id !== null && row.certificate_uuid !== null
        ? {
            id: row.certificate_id,
            uuid: row.certificate_uuid,
            fqmi: fqmi('certificates', row.certificate_uuid, 'certificate'),
            header: row.certificate_title ?? '',
            issued_at: iso(row.certificate_issued_at) ?? '',
            expires_at: iso(row.certificate_expires_at),
          }
        : null,
  };
}
