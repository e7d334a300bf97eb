import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { companyUsers, departmentUsers, users } from '../../db/schema/tenancy.ts';
import { type Actor, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { canSeeAllCompanies } from './user-reach.policy.ts';

/** The departments an actor heads, narrowed to the company they act in when one is chosen. */
export function headedDepartmentIdsInScope(actor: Actor): number[] {
  return actor.departments
    .filter((department) => department.is_head && (!actor.scope || department.company_id === actor.scope.id))
    .map((department) => department.id);
}

/** The memberships whose people a manager or department head sees, as `select user_id` statements. */
function peopleReached(actor: Actor): SQL[] {
  const managed = managedCompanyIdsInScope(actor);
  const headed = headedDepartmentIdsInScope(actor);
  return [
    managed.length
      ? sql`select ${companyUsers.user_id} from ${companyUsers} where ${inArray(companyUsers.company_id, managed)}`
      : undefined,
    headed.length
      ? sql`select ${departmentUsers.user_id} from ${departmentUsers} where ${inArray(departmentUsers.department_id, headed)}`
      : undefined,
  ].filter((part) => part !== undefined);
}

/** "Themselves, or a learner": a manager sees the learners among their people, not the other managers. */
const learnerUnlessSelf = (self: number) => or(eq(users.id, self), eq(users.role, 'user'));

/**
 * Who of a company's members a manager of that company sees: what `visibleUsers` leaves of them, for statements
 * that already read the company's members only (the training matrix's page) — naming the memberships twice
 * made the planner think a few dozen were left, and read and sort them all rather than walk the name order.
 */
export const visibleMembersOfManagedCompany = (actor: Actor) => learnerUnlessSelf(actor.user?.id ?? -1);

/**
 * The people an actor may see (spec §6): administrators everyone of the tenant; a manager the learners of the
 * companies they manage (in the company they act in); a department head the learners of the departments they
 * head (issue 14: heads act only within their departments); everyone themselves. The users resource lists by it, and
 * every relation that names people (a company's or a department's users) filters by it, so a learner never
 * reads their colleagues' addresses through a side door. Undefined means no condition.
 */
export function visibleUsers(actor: Actor): SQL | undefined {
  if (canSeeAllCompanies(actor)) return undefined;
  const self = actor.user?.id ?? -1;
  const reached = peopleReached(actor);
  if (!reached.length) return eq(users.id, self);
  // Driven from the memberships (company_users, department_users by their indexes) rather than testing every user
  // of the tenant with `exists`: the cost follows the companies the actor manages, not the tenant (issue 26). The
  // ids are gathered once into an array, which the users' primary key is read with in order (a count of a company
  // of 3,000 in 2.4 ms, against 6 ms for `in (…)`, whose union the planner hashed and then probed one by one).
  // "Themselves" are among those people by their own membership; naming them too costs one array element.
  const people = sql.join([sql`select ${self}::int`, ...reached], sql` union all `);
  return and(sql`${users.id} = any(array(${people}))`, learnerUnlessSelf(self));
}

/**
 * The same people as `visibleUsers`, as a semi-join on the memberships, for the users list's pages: knowing
 * from its statistics how many people a company has, the planner reads a small company's from its memberships and
 * walks a large one in name order (`users_tenant_name_order_idx`), testing each person's membership by its unique
 * index until the page is full (0.4 ms for the first page of a company of 3,000, against 4 ms reading and sorting
 * them all). The array of `visibleUsers` hides how many there are, so that it always reads them all: right for a
 * count (`countedVisibility`), not for a page. A manager or head is among their own people, so "themselves" needs
 * no part of its own.
 */
export function visibleUsersToPage(actor: Actor): SQL | undefined {
  if (canSeeAllCompanies(actor)) return undefined;
  const self = actor.user?.id ?? -1;
  const reached = peopleReached(actor);
  if (!reached.length) return eq(users.id, self);
  // One `in` a membership: a union of two would hide the statistics again (a manager who also heads a department).
  return and(or(...reached.map((people) => sql`${users.id} in (${people})`)), learnerUnlessSelf(self));
}

/** A department's people: those above, and for its head everyone in it. */
export function visibleDepartmentUsers(actor: Actor): SQL | undefined {
  if (canSeeAllCompanies(actor)) return undefined;
  const headed = actor.departments
    .filter((department) => department.is_head)
    .map((department) => department.id);
  return or(visibleUsers(actor), headed.length ? inArray(departmentUsers.department_id, headed) : undefined);
}
