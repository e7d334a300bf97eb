import type { EnrollmentStanding } from '@academy/contracts/entities/company-report';
import type { TrainingMatrix, TrainingMatrixPerson } from '@academy/contracts/entities/training-matrix';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import { departments } from '../../db/schema/tenancy.ts';
import { pageHoldsTheRest } from '../../platform/resource/list-query.ts';
import { rowKeyCondition } from '../../platform/resource/row-key.ts';
import { localizedCourseTitle } from '../courses/index.ts';
import type { InsightReach } from '../insights/index.ts';
import { nameOrder, nameOrEmailContains } from '../users/index.ts';
import { lapsedAt, reachedEnrollments, standingOf } from './enrollment-reach.ts';

export type MatrixFilters = { departmentKey?: string; search?: string };
type MatrixCourse = TrainingMatrix['courses'][number];

/** `departments d` of the raw queries below, so the one rule for a key (row-key.ts) names its columns. */
const departmentAlias = alias(departments, 'd');

/** The matrix's people, among the company's members: those the reader sees, narrowed to a department and a name. */
function peopleCondition(reach: InsightReach, filters: MatrixFilters): SQL {
  const parts: SQL[] = [sql`users.tenant_id = ${reach.tenantId}`];
  if (reach.membersSeen) parts.push(reach.membersSeen);
  const key = filters.departmentKey;
  if (key) {
    const department = rowKeyCondition(departmentAlias, key);
    parts.push(sql`exists (select 1 from department_users du join departments d on d.id = du.department_id
      where du.user_id = users.id and d.company_id = ${reach.companyId} and ${department})`);
  }
  if (filters.search?.trim()) parts.push(nameOrEmailContains(filters.search));
  return sql.join(parts, sql` and `);
}

/**
 * The company's courses, as the matrix's columns: those given to it and those it enrolls people in (not
 * revoked), by the title the reader reads. The enrollment test names the tenant so that it probes
 * `enrollments_company_idx` (tenant, company, course) once a course: without it PostgreSQL hashed the company's
 * every enrollment (10,000 at the large size, 10 ms against 0.4).
 */
export async function matrixCourses(
  db: Executor,
  reach: InsightReach,
  locale: 'en' | 'nb',
): Promise<MatrixCourse[]> {
  const rows = await queryRows<MatrixCourse>(
    db,
    sql`select c.id, c.uuid, c.code, ${localizedCourseTitle(locale)} as title from courses c
      where c.tenant_id = ${reach.tenantId} and (
        exists (select 1 from company_courses cc where cc.course_id = c.id and cc.company_id = ${reach.companyId})
        or exists (select 1 from enrollments e where e.tenant_id = ${reach.tenantId} and e.company_id = ${reach.companyId}
          and e.course_id = c.id and e.revoked_at is null))
      order by lower(${localizedCourseTitle(locale)}), c.id`,
  );
  return rows.map((course) => ({ ...course, id: Number(course.id) }));
}

type PersonRow = Omit<TrainingMatrixPerson, 'cells'>;

/**
 * A page of the matrix's people (by name). It joins the company's memberships, so that the planner walks a large
 * company in name order (`users_tenant_name_order_idx`) and stops at the page. Counted in the same statement (a
 * window), every member was read and sorted for 25.
 */
function matrixPeople(
  db: Executor,
  reach: InsightReach,
  filters: MatrixFilters,
  page: { offset: number; limit: number },
): Promise<PersonRow[]> {
  return queryRows<PersonRow>(
    db,
    sql`select users.id, users.uuid, users.first_name, users.last_name, users.email,
        (select string_agg(d.name, ', ' order by d.name) from department_users du
          join departments d on d.id = du.department_id and d.company_id = ${reach.companyId}
          where du.user_id = users.id) as departments
      from users join company_users cu on cu.user_id = users.id and cu.company_id = ${reach.companyId}
      where ${peopleCondition(reach, filters)}
      order by ${nameOrder}, users.id
      limit ${page.limit} offset ${page.offset}`,
  );
}

/**
 * How many people the matrix holds, as the users list counts them: the company's members gathered into an array
 * read with the users' primary key in order (joined, the planner hashed the tenant's every user: 7.6 ms against
 * 2.4 for 3,040).
 */
async function matrixPeopleTotal(db: Executor, reach: InsightReach, filters: MatrixFilters): Promise<number> {
  const [counted] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from users
      where users.id = any(array(select user_id from company_users where company_id = ${reach.companyId}))
        and ${peopleCondition(reach, filters)}`,
  );
  return Number(counted.total);
}

type CellRow = { user_id: number; course_id: number; status: EnrollmentStanding; date: string | null };

/**
 * The cells of these people in these courses, in one statement: where an enrollment reaches them (the one
 * whose deadline comes first) or they have a standing of their own in the company (progress, completion).
 * The date is the completion (or the certificate's expiry once expired), else the deadline.
 */
export function matrixCells(
  db: Executor,
  reach: InsightReach,
  now: Date,
  userIds: readonly number[],
  courseIds: readonly number[],
) {
  if (!userIds.length || !courseIds.length) return Promise.resolve([] as CellRow[]);
  const people = intArray(userIds);
  const courses = intArray(courseIds);
  const scope = { tenantId: reach.tenantId, companyId: reach.companyId, departmentId: null, courseId: null };
  // The page's people are named on the reached learner (r), not on the membership (m): named on m, PGlite's planner
  // took the 25 memberships for one row and read the page's enrollments again for each (87 ms at the large size
  // against 27).
  return queryRows<CellRow>(
    db,
    sql`with
      x as materialized (select * from (${reachedEnrollments(scope, sql`r.user_id = any(${people})`, people)}) reached
        where reached.course_id = any(${courses})),
      pairs as (
        select user_id, course_id from x
        union select user_id, course_id from qualifications
          where company_id = ${reach.companyId} and user_id = any(${people}) and course_id = any(${courses}))
    select p.user_id, p.course_id, ${standingOf(now)} as status,
      case
        when q.status in ('completed', 'expired') and ${lapsedAt(now.toISOString())}
          then to_char(q.certificate_expires_at at time zone 'UTC', 'YYYY-MM-DD')
        when q.status in ('completed', 'expired') then to_char(q.completed_at at time zone 'UTC', 'YYYY-MM-DD')
        else to_char(x.end_date, 'YYYY-MM-DD') end as date
    from pairs p
    left join x on x.user_id = p.user_id and x.course_id = p.course_id
    left join qualifications q on q.user_id = p.user_id and q.course_id = p.course_id
      and q.company_id = ${reach.companyId}`,
  );
}

/** These people as the matrix's rows: each with their cells in these courses (one statement). */
async function withCells(
  db: Executor,
  reach: InsightReach,
  now: Date,
  people: readonly PersonRow[],
  courses: readonly MatrixCourse[],
): Promise<TrainingMatrixPerson[]> {
  const cells = await matrixCells(
    db,
    reach,
    now,
    people.map((person) => person.id),
    courses.map((course) => course.id),
  );
  // Each person's cells, added in place: a file's batch is 500 people × the company's courses.
  const byPerson = new Map<number, TrainingMatrixPerson['cells']>();
  for (const cell of cells) {
    const id = Number(cell.user_id);
    const own = byPerson.get(id) ?? [];
    if (!byPerson.has(id)) byPerson.set(id, own);
    own.push({ course_id: Number(cell.course_id), status: cell.status, date: cell.date });
  }
  return people.map((person) => {
    const id = Number(person.id);
    return { ...person, id, cells: byPerson.get(id) ?? [] };
  });
}

/** One page of the matrix: its courses, its people with their cells. Three statements, and a count past one page. */
export async function trainingMatrixPage(
  db: Executor,
  reach: InsightReach,
  now: Date,
  locale: 'en' | 'nb',
  filters: MatrixFilters,
  page: { offset: number; limit: number },
): Promise<TrainingMatrix & { total: number }> {
  const courses = await matrixCourses(db, reach, locale);
  const people = await matrixPeople(db, reach, filters, page);
  const total = pageHoldsTheRest(page.offset, page.limit, people.length)
    ? page.offset + people.length
    : await matrixPeopleTotal(db, reach, filters);
  return { courses, people: await withCells(db, reach, now, people, courses), total };
}

/**
 * The whole matrix for its file, a batch of people at a time (one batch in memory, two statements a batch): the
 * columns are the caller's, read once, and a batch shorter than the size is the last, so nothing is counted.
 */
export async function* matrixBatches(
  db: Executor,
  reach: InsightReach,
  now: Date,
  courses: readonly MatrixCourse[],
  filters: MatrixFilters,
  size: number,
): AsyncGenerator<TrainingMatrixPerson[]> {
  for (let offset = 0; ; offset += size) {
    const people = await matrixPeople(db, reach, filters, { offset, limit: size });
    if (people.length) yield await withCells(db, reach, now, people, courses);
    if (people.length < size) return;
  }
}
