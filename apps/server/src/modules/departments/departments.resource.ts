import { departmentContract } from '@academy/contracts/entities/department';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { companies, companyUsers, departments, departmentUsers, users } from '../../db/schema/tenancy.ts';
import { type Actor, managedCompanyIdsInScope, memberDepartmentIds } from '../../platform/auth/actor.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, countOf, manyThrough, summary } from '../../platform/resource/relations.ts';
import { forgetDepartmentMembers, forgetLinkedUsers, visibleDepartmentUsers } from '../users/index.ts';
import { canSeeAllDepartments, departmentPolicy } from './departments.policy.ts';

/** Departments of managed companies, plus the actor's own departments. */
export function departmentVisibility(actor: Actor) {
  if (canSeeAllDepartments(actor)) return undefined;
  const managed = managedCompanyIdsInScope(actor);
  const own = memberDepartmentIds(actor);
  if (managed.length === 0 && own.length === 0) return false;
  return or(
    managed.length ? inArray(departments.company_id, managed) : undefined,
    own.length ? inArray(departments.id, own) : undefined,
  );
}

/** Only companies the actor manages may receive departments. */
export function managedCompanyCondition(actor: Actor) {
  return canSeeAllDepartments(actor)
    ? undefined
    : inArray(companies.id, managedCompanyIdsInScope(actor).concat(-1));
}

export const departmentResource = defineResource(departmentContract, {
  table: departments,
  policy: departmentPolicy,
  label: { en: 'Department', nb: 'Avdeling' },
  header: (row) => row.name,
  visibility: departmentVisibility,
  searchColumns: [departments.name],
  sorts: { name: departments.name, created_at: departments.created_at },
  defaultSort: 'name',
  filters: {
    company: (value) =>
      /^\d+$/.test(value)
        ? eq(departments.company_id, Number(value))
        : inArray(departments.company_id, sql`(select id from companies where uuid::text = ${value})`),
    is_active: (value) => eq(departments.is_active, value === 'true' || value === '1'),
  },
  relations: {
    users_count: countOf(departmentUsers, departmentUsers.department_id),
    company: belongsTo(companies, 'company_id', {
      always: true,
      pick: summary('companies', 'company', (row) => row.name),
    }),
    users: manyThrough(departmentUsers, departmentUsers.department_id, departmentUsers.user_id, users, {
      orderBy: departmentUsers.sort_order,
      // A head sees the whole roster of their department (decisions: who sees whom), more than the users
      // resource shows them; managers and learners see exactly what it shows.
      ownRule: 'A department head sees everyone in their department.',
      where: (context) => visibleDepartmentUsers(context.actor),
      pick: summary(
        'users',
        'user',
        (row) => `${row.first_name} ${row.last_name}`,
        (row) => ({ email: row.email }),
      ),
      linkFields: { is_head: departmentUsers.is_head, sort_order: departmentUsers.sort_order },
    }),
  },
  present: (_row, loaded) => ({
    company_uuid: loaded.company?.uuid ?? null,
  }),
  create: {
    async prepare(input, context) {
      const companyId = await resolveReference(
        context,
        companies,
        input.company_id,
        'company_id',
        managedCompanyCondition(context.actor),
      );
      return { ...input, company_id: companyId };
    },
  },
  update: {},
  // Two departments of one company never share a name (the table's unique constraint decides).
  uniqueFields: {
    departments_company_id_name_unique: { field: 'name', message: 'validation.department_name_taken' },
  },
  async beforeDelete(row, context) {
    await forgetDepartmentMembers(context, row.id);
  },
  links: {
    users: {
      table: departmentUsers,
      ownerColumn: departmentUsers.department_id,
      targetColumn: departmentUsers.user_id,
      targetTable: users,
      sortColumn: departmentUsers.sort_order,
      // Someone who joins goes to the end of the department's order, not before everyone.
      appendOnAttach: true,
      ability: 'manageUsers',
      relations: ['users', 'department-users'],
      // Only people of the department's own company can join it.
      targetVisible: (_actor, department) =>
        sql`exists (select 1 from ${companyUsers} where ${companyUsers.user_id} = ${users.id} and ${companyUsers.company_id} = ${department.company_id})`,
      async afterChange(context, _department, operation, userIds) {
        forgetLinkedUsers(context, operation, userIds);
      },
    },
  },
  writeRelations: ['departments', 'companies'],
});
