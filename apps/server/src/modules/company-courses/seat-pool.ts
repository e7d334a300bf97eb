import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companyCourses } from '../../db/schema/learning.ts';

/**
 * What an enrollment covers: a person, a department's members or a company's members; or several people
 * enrolled at once (a bulk enrollment, counted together so it fits whole or not at all).
 */
export type SeatTaker =
  | { type: 'user' | 'department' | 'company'; id: number }
  | { type: 'users'; ids: number[] };

/**
 * The people holding a seat of a company's course (docs/decisions.md, "Seats"): everyone a live (not
 * revoked) enrollment of that course in that company covers — the person, the department's members, the
 * company's members — and everyone who has begun the course's lessons in that company, whose seat stays
 * taken even once their enrollment is revoked or deleted. A person counts once.
 * Written as plain SQL with aliases: it is used inside correlated subqueries, where drizzle would leave
 * column names unqualified.
 */
export function seatHolders(companyId: SQL | number, courseId: SQL | number): SQL {
  const live = sql`e.company_id = ${companyId} and e.course_id = ${courseId} and e.revoked_at is null`;
  return sql`select e.enrollable_id as user_id from enrollments e where ${live} and e.enrollable_type = 'user'
    union select du.user_id from enrollments e join department_users du on du.department_id = e.enrollable_id
      where ${live} and e.enrollable_type = 'department'
    union select cu.user_id from enrollments e join company_users cu on cu.company_id = e.enrollable_id
      where ${live} and e.enrollable_type = 'company'
    union select x.user_id from examinations x join course_variants v on v.id = x.course_variant_id
      where x.company_id = ${companyId} and v.course_id = ${courseId}`;
}

/** The people an enrollment of this kind would cover. */
function takers(taker: SeatTaker): SQL {
  if (taker.type === 'users')
    return sql`select u.id as user_id from users u where u.id in ${taker.ids.concat(-1)}`;
  if (taker.type === 'user') return sql`select ${taker.id}::int as user_id`;
  if (taker.type === 'department')
    return sql`select du.user_id from department_users du where du.department_id = ${taker.id}`;
  return sql`select cu.user_id from company_users cu where cu.company_id = ${taker.id}`;
}

/**
 * All seats of a pool that still count: the sum of its grants not ended, or null (no limit) when one of them
 * has no limit. A pool without any grant that counts has no seats.
 */
export function seatsTotal(poolId: SQL | number): SQL<number | null> {
  return sql<
    number | null
  >`(select case when bool_or(g.seats is null) then null else coalesce(sum(g.seats), 0)::int end
    from company_course_grants g
    where g.company_course_id = ${poolId} and (g.end_date is null or g.end_date >= current_date))`;
}

export const seatsUsed = (companyId: SQL | number, courseId: SQL | number) =>
  sql<number>`(select count(*)::int from (${seatHolders(companyId, courseId)}) holders)`;

export type SeatCheck = { left: number | null; needed: number; fits: boolean };

/**
 * Locks the company's pool for the course (SELECT … FOR UPDATE, held until the enrollment's transaction
 * ends, so two managers enrolling at once are counted one after the other) and says whether the people an
 * enrollment covers fit. No pool (an admin enrolling in a course not given): nothing to count.
 */
export async function checkSeats(
  db: Executor,
  pool: { companyId: number; courseId: number },
  taker: SeatTaker,
): Promise<SeatCheck | null> {
  const [locked] = await db
    .select({ id: companyCourses.id })
    .from(companyCourses)
    .where(and(eq(companyCourses.company_id, pool.companyId), eq(companyCourses.course_id, pool.courseId)))
    .for('update');
  if (!locked) return null;
  const holders = seatHolders(pool.companyId, pool.courseId);
  const [counted] = await db
    .select({
      total: seatsTotal(locked.id),
      used: sql<number>`(select count(*)::int from (${holders}) h)`,
      after: sql<number>`(select count(*)::int from (${holders} union ${takers(taker)}) h)`,
    })
    .from(companyCourses)
    .where(eq(companyCourses.id, locked.id));
  const total = counted.total === null ? null : Number(counted.total);
  const used = Number(counted.used);
  const needed = Number(counted.after) - used;
  if (total === null) return { left: null, needed, fits: true };
  const left = Math.max(0, total - used);
  return { left, needed, fits: needed === 0 || needed <= left };
}
