import type { TimelineSeries } from '@academy/contracts/entities/statistics';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/raw-sql.ts';
import { localizedCourseTitle } from '../courses/index.ts';
import type { Period } from './statistics-period.ts';

/** At most this many future periods of one recurring enrollment are drawn in a window (a 1-day cycle makes 180 a year). */
export const MAX_PLANNED_CYCLES = 24;

type SeriesRow = TimelineSeries & { total: number };

/**
 * The enrollments timeline: one row per course and enrollable (company, department or user) within a company,
 * holding every enrollment period that overlaps the window — recurring cycles side by side — and the periods
 * recurrence will create next, drawn as `planned`. Recurrence (learning/enrollment-recurrence.service.ts) starts the
 * next period the day after the end plus the pause and makes it as long as the last one, so the k-th future period
 * of the latest enrollment starts k × (length + pause + 1) days after its start. Grouped, named, ordered and paged
 * in the database, so a page costs the same however many enrollments the tenant has.
 */
export async function enrollmentTimeline(
  db: Executor,
  input: {
    tenantId: number;
    window: Period;
    today: string;
    companyId: number | null;
    courseId: number | null;
    locale: 'en' | 'nb';
    page: number;
    perPage: number;
  },
): Promise<{ items: TimelineSeries[]; total: number }> {
  const { tenantId, window, today, companyId, courseId, locale } = input;
  const only = (column: SQL, id: number | null): SQL => (id === null ? sql`` : sql`and ${column} = ${id}`);

  const rows = await queryRows<SeriesRow>(
    db,
    sql`with
    candidates as (
      select e.uuid, e.course_id, e.company_id, e.enrollable_type, e.enrollable_id, e.start_date, e.end_date,
        e.is_recurring, e.revoked_at,
        e.end_date - e.start_date as length,
        e.end_date - e.start_date + coalesce(e.recur_after_days, 0) + 1 as step,
        e.is_recurring and e.revoked_at is null and e.end_date is not null
          and not exists (select 1 from enrollments n where n.previous_enrollment_id = e.id) as recurs
      from enrollments e
      where e.tenant_id = ${tenantId} ${only(sql`e.company_id`, companyId)} ${only(sql`e.course_id`, courseId)}
        and e.start_date <= ${window.to}::date
        -- Overlapping the window, or the latest of a recurring chain, whose next periods may reach into it.
        and (e.end_date is null or e.end_date >= ${window.from}::date
          or (e.is_recurring and e.revoked_at is null
            and not exists (select 1 from enrollments n where n.previous_enrollment_id = e.id)))
    ),
    cycles as (
      select course_id, company_id, enrollable_type, enrollable_id, uuid, start_date, end_date, is_recurring,
        case when revoked_at is not null then 'revoked'
          when start_date > ${today}::date then 'upcoming'
          when end_date < ${today}::date then 'ended'
          else 'active' end as state
      from candidates
      where end_date is null or end_date >= ${window.from}::date
      union all
      select c.course_id, c.company_id, c.enrollable_type, c.enrollable_id, null, c.start_date + k * c.step,
        c.start_date + k * c.step + c.length, true, 'planned'
      from candidates c
        -- Only the future periods that overlap the window: from the first ending in it to the last starting in it.
        cross join lateral (
          select greatest(1, ceil((${window.from}::date - c.start_date - c.length)::numeric / c.step))::int as first
        ) f
        cross join lateral generate_series(f.first,
          least(f.first + ${MAX_PLANNED_CYCLES} - 1, floor((${window.to}::date - c.start_date)::numeric / c.step)::int)) as k
      where c.recurs
    ),
    series as (
      select distinct course_id, company_id, enrollable_type, enrollable_id from cycles
    ),
    -- The page is chosen first (named and ordered), and only its periods are gathered into JSON.
    page as (
      select s.*, count(*) over () as total,
        c.uuid as course_uuid, ${localizedCourseTitle(locale)} as course_name, co.uuid as company_uuid, co.name as company_name,
        coalesce(ec.uuid, d.uuid, u.uuid) as enrollable_uuid,
        coalesce(ec.name, d.name, u.first_name || ' ' || u.last_name) as enrollable_name,
        case s.enrollable_type when 'company' then 0 when 'department' then 1 else 2 end as type_order
      from series s
      join courses c on c.id = s.course_id
      join companies co on co.id = s.company_id
      left join companies ec on s.enrollable_type = 'company' and ec.id = s.enrollable_id
      left join departments d on s.enrollable_type = 'department' and d.id = s.enrollable_id
      left join users u on s.enrollable_type = 'user' and u.id = s.enrollable_id
      -- An enrollable that no longer exists (a deleted user) has no name to show: such rows are left out.
      where coalesce(ec.uuid, d.uuid, u.uuid) is not null
      order by course_name, company_name, type_order, enrollable_name, s.enrollable_id
      limit ${input.perPage} offset ${(input.page - 1) * input.perPage}
    ),
    page_cycles as (
      select c.course_id, c.company_id, c.enrollable_type, c.enrollable_id,
        json_agg(json_build_object(
          'uuid', c.uuid, 'start_date', to_char(c.start_date, 'YYYY-MM-DD'),
          'end_date', to_char(c.end_date, 'YYYY-MM-DD'), 'state', c.state, 'is_recurring', c.is_recurring)
          order by c.start_date, c.state) as cycles
      from cycles c join page p using (course_id, company_id, enrollable_type, enrollable_id)
      group by c.course_id, c.company_id, c.enrollable_type, c.enrollable_id
    )
    select p.total,
      json_build_object('id', p.course_id, 'uuid', p.course_uuid,
        'fqmi', 'courses:' || p.course_uuid || '|course', 'header', p.course_name) as course,
      json_build_object('id', p.company_id, 'uuid', p.company_uuid,
        'fqmi', 'companies:' || p.company_uuid || '|company', 'header', p.company_name) as company,
      json_build_object('id', p.enrollable_id, 'uuid', p.enrollable_uuid,
        'fqmi', case p.enrollable_type when 'company' then 'companies' when 'department' then 'departments'
          else 'users' end || ':' || p.enrollable_uuid || '|' || p.enrollable_type,
        'header', p.enrollable_name, 'type', p.enrollable_type) as enrollable,
      pc.cycles
    from page p join page_cycles pc using (course_id, company_id, enrollable_type, enrollable_id)
    order by p.course_name, p.company_name, p.type_order, p.enrollable_name, p.enrollable_id`,
  );
  return {
    total: rows.length > 0 ? Number(rows[0].total) : await countSeries(db, input),
    items: rows.map(({ total: _total, ...series }) => series),
  };
}

/** A page past the end has no row to carry the total: it is counted on its own then (rare). */
async function countSeries(db: Executor, input: Parameters<typeof enrollmentTimeline>[1]): Promise<number> {
  if (input.page === 1) return 0;
  const first = await enrollmentTimeline(db, { ...input, page: 1, perPage: 1 });
  return first.total;
}
