import { userCreateSchema, userSelfUpdateSchema, userUpdateSchema } from '@academy/contracts/entities/user';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { intArray } from '../../db/raw-sql.ts';
import {
  companies,
  companyUsers,
  departments,
  departmentUsers,
  languages,
  users,
} from '../../db/schema/tenancy.ts';
import {
  type Actor,
  isAdmin,
  managedCompanyIdsInScope,
  memberCompanyIds,
} from '../../platform/auth/actor.ts';
import { fieldError, forbidden } from '../../platform/http/http-error.ts';
import { defineResource, type ResourceContext, type Row } from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { manyThrough, summary } from '../../platform/resource/relations.ts';
import { visibleUsers } from './user-visibility.ts';
import { managesUser, userPolicy } from './users.policy.ts';

const companyIds = sql<
  number[]
>`array(select ${qualified(companyUsers.company_id)} from ${companyUsers} where ${qualified(companyUsers.user_id)} = ${qualified(users.id)})`;
const languageCode = sql<
  string | null
>`(select ${qualified(languages.code)} from ${languages} where ${qualified(languages.id)} = ${qualified(users.preferred_language_id)})`;

/**
 * A person's memberships of other companies are those companies' business (DESIGN §4: never reveal another
 * company's ids): outside administrators, the user's companies and departments are shown only within the
 * companies the actor belongs to — all of a user's own, the shared ones of someone they manage.
 */
const withinActorCompanies = (companyColumn: AnyPgColumn) => (context: ResourceContext) =>
  isAdmin(context.actor) ? undefined : inArray(companyColumn, memberCompanyIds(context.actor).concat(-1));

const onlyOwnCompanies = (actor: Actor, companyColumn: AnyPgColumn) =>
  isAdmin(actor) ? sql`` : sql`and ${companyColumn} = any(${intArray(memberCompanyIds(actor))})`;

async function assertEmailFree(context: ResourceContext, email: string, exceptId?: number) {
  const [taken] = await context.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenant_id, context.actor.tenantId),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    );
  if (taken) throw fieldError('email', 'validation.email_taken');
}

async function languageId(context: ResourceContext, code: unknown): Promise<number | null> {
  if (code === null) return null;
  const [language] = await context.db
    .select({ id: languages.id })
    .from(languages)
    .where(and(eq(languages.tenant_id, context.actor.tenantId), eq(languages.code, String(code))));
  if (!language) throw fieldError('preferred_language', 'validation.language_required');
  return language.id;
}

/** Only a super admin hands out administrator roles; an admin may make admins, never super admins. */
function assertRoleAllowed(context: ResourceContext, role: unknown) {
  if (role === undefined || role === 'user') return;
  if (!isAdmin(context.actor) || (role === 'super_admin' && !context.actor.isSuperAdmin)) throw forbidden();
}

async function toColumns(
  input: Record<string, unknown>,
  context: ResourceContext,
): Promise<Record<string, unknown>> {
  const {
    preferred_language,
    company_id: _company,
    is_manager: _manager,
    department_ids: _departments,
    ...columns
  } = input;
  if (preferred_language !== undefined)
    columns.preferred_language_id = await languageId(context, preferred_language);
  return columns;
}

export const userResource = defineResource({
  segment: 'users',
  type: 'user',
  table: users,
  policy: userPolicy,
  label: { en: 'User', nb: 'Bruker' },
  header: (row) => `${row.first_name} ${row.last_name}`,
  hidden: ['password_hash', 'azure_id', 'company_ids'],
  computed: { company_ids: companyIds, preferred_language: languageCode },
  visibility: visibleUsers,
  searchColumns: [users.first_name, users.last_name, users.email],
  sorts: {
    name: sql`${users.last_name} || ' ' || ${users.first_name}`,
    email: users.email,
    last_login_at: users.last_login_at,
    created_at: users.created_at,
  },
  defaultSort: 'name',
  filters: {
    role: (value) => eq(users.role, value as Row['role']),
    is_active: (value) => eq(users.is_active, value === 'true' || value === '1'),
    // Filtering by another company's id would tell whether someone belongs to it: outside administrators
    // only the actor's own companies (and their departments) match.
    company: (value, actor) =>
      sql`exists (select 1 from ${companyUsers} join ${companies} on ${companies.id} = ${companyUsers.company_id} where ${companyUsers.user_id} = ${users.id} and (${companies.id}::text = ${value} or ${companies.uuid}::text = ${value}) ${onlyOwnCompanies(actor, companies.id)})`,
    department: (value, actor) =>
      sql`exists (select 1 from ${departmentUsers} join ${departments} on ${departments.id} = ${departmentUsers.department_id} where ${departmentUsers.user_id} = ${users.id} and (${departments.id}::text = ${value} or ${departments.uuid}::text = ${value}) ${onlyOwnCompanies(actor, departments.company_id)})`,
  },
  relations: {
    companies: manyThrough(companyUsers, companyUsers.user_id, companyUsers.company_id, companies, {
      always: true,
      orderBy: companies.name,
      where: withinActorCompanies(companies.id),
      pick: summary('companies', 'company', (row) => row.name),
      linkFields: { is_manager: companyUsers.is_manager },
    }),
    departments: manyThrough(
      departmentUsers,
      departmentUsers.user_id,
      departmentUsers.department_id,
      departments,
      {
        orderBy: departments.name,
        where: withinActorCompanies(departments.company_id),
        pick: summary(
          'departments',
          'department',
          (row) => row.name,
          (row) => ({ company_id: row.company_id }),
        ),
        linkFields: { is_head: departmentUsers.is_head },
      },
    ),
  },
  present: (row, loaded) => {
    const memberships = (loaded.companies as { pivot?: { is_manager: boolean } }[] | null) ?? [];
    return {
      name: `${row.first_name} ${row.last_name}`,
      initials: `${row.first_name.charAt(0)}${row.last_name.charAt(0)}`.toUpperCase(),
      is_admin: row.role === 'admin' || row.role === 'super_admin',
      is_super_admin: row.role === 'super_admin',
      is_manager_any: memberships.some((membership) => membership.pivot?.is_manager),
      email_preferences: { core: row.email_core, course: row.email_course, marketing: row.email_marketing },
    };
  },
  create: {
    schema: userCreateSchema,
    async prepare(input, context) {
      assertRoleAllowed(context, input.role);
      await assertEmailFree(context, String(input.email));
      if (!isAdmin(context.actor) && input.company_id === undefined)
        throw fieldError('company_id', 'validation.required');
      return toColumns(input, context);
    },
    async after(row, input, context) {
      if (input.company_id === undefined) return;
      const managedOnly = isAdmin(context.actor)
        ? undefined
        : inArray(companies.id, managedCompanyIdsInScope(context.actor).concat(-1));
      const companyId = await resolveReference(
        context,
        companies,
        input.company_id,
        'company_id',
        managedOnly,
      );
      await context.db.insert(companyUsers).values({
        tenant_id: context.actor.tenantId,
        company_id: companyId,
        user_id: row.id,
        is_manager: input.is_manager === true,
      });
      const departmentKeys = (input.department_ids as unknown[] | undefined) ?? [];
      for (const key of departmentKeys) {
        const departmentId = await resolveReference(
          context,
          departments,
          key,
          'department_ids',
          eq(departments.company_id, companyId),
        );
        await context.db
          .insert(departmentUsers)
          .values({ tenant_id: context.actor.tenantId, department_id: departmentId, user_id: row.id });
      }
    },
  },
  update: {
    schema: userUpdateSchema,
    async prepare(input, context, row) {
      // A learner changes only their own preferences (spec §6); managers and admins change the rest.
      if (!managesUser(context.actor, row)) userSelfUpdateSchema.parse(input);
      assertRoleAllowed(context, input.role);
      if (input.email) await assertEmailFree(context, String(input.email), row.id);
      return toColumns(input, context);
    },
    // A changed role or activation applies to the user's open sessions at once.
    async after(row, _input, context) {
      context.services.actors.forgetUser(row.id);
    },
  },
  links: {
    companies: {
      table: companyUsers,
      ownerColumn: companyUsers.user_id,
      targetColumn: companyUsers.company_id,
      targetTable: companies,
      ability: 'manageCompanies',
      relations: ['companies'],
    },
  },
  writeRelations: ['users'],
});
