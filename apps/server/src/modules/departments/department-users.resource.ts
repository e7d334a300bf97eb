import { departmentUserContract } from '@academy/contracts/entities/department';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { companyUsers, departments, departmentUsers, users } from '../../db/schema/tenancy.ts';
import { managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { canSeeAllDepartments, departmentUserPolicy } from './departments.policy.ts';
import { departmentVisibility } from './departments.resource.ts';

const departmentCompany = sql<number>`(select ${qualified(departments.company_id)} from ${departments} where ${qualified(departments.id)} = ${qualified(departmentUsers.department_id)})`;

/** The department-user link entity (spec §3): membership, head flag and order. */
export const departmentUserResource = defineResource(departmentUserContract, {
  table: departmentUsers,
  policy: departmentUserPolicy,
  label: { en: 'Department member', nb: 'Avdelingsmedlem' },
  header: (row) => `${row.department_id}:${row.user_id}`,
  computed: { company_id: departmentCompany.mapWith(Number) },
  visibility: (actor) => {
    if (canSeeAllDepartments(actor)) return undefined;
    const managed = managedCompanyIdsInScope(actor);
    return or(
      eq(departmentUsers.user_id, actor.user?.id ?? -1),
      managed.length ? inArray(departmentCompany, managed) : undefined,
    );
  },
  sorts: { sort_order: departmentUsers.sort_order, created_at: departmentUsers.created_at },
  defaultSort: 'sort_order',
  filters: {
    department: (value) => eq(departmentUsers.department_id, Number(value) || -1),
    user: (value) => eq(departmentUsers.user_id, Number(value) || -1),
  },
  relations: {
    department: belongsTo(departments, 'department_id', {
      always: true,
      pick: summary('departments', 'department', (row) => row.name),
    }),
    user: belongsTo(users, 'user_id', {
      always: true,
      pick: summary(
        'users',
        'user',
        (row) => `${row.first_name} ${row.last_name}`,
        (row) => ({ email: row.email }),
      ),
    }),
  },
  create: {
    async prepare(input, context) {
      const visible = departmentVisibility(context.actor);
      const managedOnly = canSeeAllDepartments(context.actor)
        ? undefined
        : inArray(departments.company_id, managedCompanyIdsInScope(context.actor).concat(-1));
      const departmentId = await resolveReference(
        context,
        departments,
        input.department_id,
        'department_id',
        and(visible || undefined, managedOnly),
      );
      const [department] = await context.db
        .select()
        .from(departments)
        .where(eq(departments.id, departmentId));
      const userId = await resolveReference(
        context,
        users,
        input.user_id,
        'user_id',
        sql`exists (select 1 from ${companyUsers} where ${companyUsers.user_id} = ${users.id} and ${companyUsers.company_id} = ${department.company_id})`,
      );
      const [existing] = await context.db
        .select({ id: departmentUsers.id })
        .from(departmentUsers)
        .where(and(eq(departmentUsers.department_id, departmentId), eq(departmentUsers.user_id, userId)));
      if (existing) throw fieldError('user_id', 'validation.invalid_value');
      return { ...input, department_id: departmentId, user_id: userId };
    },
    // Membership and the head flag are part of the member's sessions: applied at once.
    async after(row, _input, context) {
      context.services.actors.forgetUser(row.user_id);
    },
  },
  update: {
    async after(row, _input, context) {
      context.services.actors.forgetUser(row.user_id);
    },
  },
  async beforeDelete(row, context) {
    context.services.actors.forgetUser(row.user_id);
  },
  writeRelations: ['department-users', 'departments', 'users'],
});
