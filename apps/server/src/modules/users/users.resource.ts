import { userContract, userSelfUpdateSchema } from '@academy/contracts/entities/user';
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { intArray } from '../../db/raw-sql.ts';
import {
  companies,
  companyUsers,
  departments,
  departmentUsers,
  languages,
  users,
  userTokens,
} from '../../db/schema/tenancy.ts';
import { type Actor, memberCompanyIds } from '../../platform/auth/actor.ts';
import { revokeUserTokens } from '../../platform/auth/tokens.ts';
import { fieldError, forbidden } from '../../platform/http/http-error.ts';
import {
  defineResource,
  type ResourceContext,
  type ResourceOptions,
} from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { manyThrough, summary } from '../../platform/resource/relations.ts';
import { voidAccountTokens } from '../auth/index.ts';
import { answerCompanyIds, answerScope } from './custom-field-scope.ts';
import { fieldsOfCompanies, newPersonValues, updatedValues } from './custom-field-values.ts';
import { isEmailChange, requestEmailChange } from './email-change.service.ts';
import { nameOrder } from './name-order.ts';
import { voidPendingEmailChanges } from './pending-email-changes.ts';
import { addMembership, resolveMembership } from './user-membership.ts';
import {
  adminFlagsOfRole,
  assignsRoles,
  canSeeAllCompanies,
  createsAccountsDirectly,
} from './user-reach.policy.ts';
import { visibleUsers, visibleUsersToPage } from './user-visibility.ts';
import { managesUser, userPolicy } from './users.policy.ts';

const companyIds = sql<
  number[]
>`array(select ${qualified(companyUsers.company_id)} from ${companyUsers} where ${qualified(companyUsers.user_id)} = ${qualified(users.id)})`;
const departmentIds = sql<
  number[]
>`array(select ${qualified(departmentUsers.department_id)} from ${departmentUsers} where ${qualified(departmentUsers.user_id)} = ${qualified(users.id)})`;
/** The new address of a change waiting for its confirmation link (issue 9: a change never applies at once). */
const pendingEmail = sql<
  string | null
>`(select ${qualified(userTokens.email)} from ${userTokens} where ${qualified(userTokens.user_id)} = ${qualified(users.id)} and ${qualified(userTokens.purpose)} = 'email_update' and ${qualified(userTokens.used_at)} is null and ${qualified(userTokens.expires_at)} > now() order by ${qualified(userTokens.id)} desc limit 1)`;
const languageCode = sql<
  string | null
>`(select ${qualified(languages.code)} from ${languages} where ${qualified(languages.id)} = ${qualified(users.preferred_language_id)})`;

/**
 * A person's memberships of other companies are those companies' business (DESIGN §4: never reveal another
 * company's ids): outside administrators, the user's companies and departments are shown only within the
 * companies the actor belongs to — all of a user's own, the shared ones of someone they manage.
 */
const withinActorCompanies = (companyColumn: AnyPgColumn) => (context: ResourceContext) =>
  canSeeAllCompanies(context.actor)
    ? undefined
    : inArray(companyColumn, memberCompanyIds(context.actor).concat(-1));

const onlyOwnCompanies = (actor: Actor, companyColumn: AnyPgColumn) =>
  canSeeAllCompanies(actor) ? sql`` : sql`and ${companyColumn} = any(${intArray(memberCompanyIds(actor))})`;

export async function assertEmailFree(context: ResourceContext, email: string, exceptId?: number) {
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

/**
 * Roles and the admin flags they carry are handed out by super admins only (issue 14): anyone else may create
 * plain users and leave a role as it is (a form sends it back unchanged), never change it.
 */
export function assertRoleAllowed(context: ResourceContext, role: unknown, current: unknown = 'user') {
  if (role === undefined || role === current) return;
  if (!assignsRoles(context.actor)) throw forbidden();
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

/**
 * Computed with each user: their companies and departments (for policies), their language's code, a pending
 * address change.
 */
const userComputed = {
  company_ids: companyIds,
  department_ids: departmentIds,
  preferred_language: languageCode,
  pending_email: pendingEmail,
};

/** A user's companies and departments, each with their role there (`pivot`: manager, head), within the reader's companies. */
const userRelations = {
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
  /**
   * The person's answers to custom user fields, only those of the companies the reader may see them for
   * (custom-field-scope.ts): replaces the stored record in the item. One query per page, not per person.
   */
  custom_fields: {
    always: true,
    async load(
      context: ResourceContext,
      rows: readonly { id: number; company_ids: number[] | null; custom_fields: Record<string, string> }[],
    ) {
      const scope = await answerScope(context.db, context.actor);
      return new Map(rows.map((row) => [row.id, scope.visible(row, row.custom_fields)]));
    },
  },
};

const userOptions: ResourceOptions<
  typeof userContract,
  typeof users,
  typeof userComputed,
  typeof userRelations
> = {
  table: users,
  policy: userPolicy,
  label: { en: 'User', nb: 'Bruker' },
  header: (row) => `${row.first_name} ${row.last_name}`,
  hidden: ['password_hash', 'azure_id', 'company_ids', 'department_ids'],
  computed: userComputed,
  // Pages in name order by a semi-join the planner can walk an index with; the total by the memberships' array.
  visibility: visibleUsersToPage,
  countedVisibility: visibleUsers,
  searchColumns: [users.first_name, users.last_name, users.email],
  sorts: {
    name: nameOrder,
    email: users.email,
    last_login_at: users.last_login_at,
    created_at: users.created_at,
  },
  defaultSort: 'name',
  filters: {
    role: (value) => eq(users.role, value),
    is_active: (value) => eq(users.is_active, value === 'true' || value === '1'),
    // Filtering by another company's id would tell whether someone belongs to it: outside administrators
    // only the actor's own companies (and their departments) match.
    company: (value, actor) =>
      sql`exists (select 1 from ${companyUsers} join ${companies} on ${companies.id} = ${companyUsers.company_id} where ${companyUsers.user_id} = ${users.id} and (${companies.id}::text = ${value} or ${companies.uuid}::text = ${value}) ${onlyOwnCompanies(actor, companies.id)})`,
    department: (value, actor) =>
      sql`exists (select 1 from ${departmentUsers} join ${departments} on ${departments.id} = ${departmentUsers.department_id} where ${departmentUsers.user_id} = ${users.id} and (${departments.id}::text = ${value} or ${departments.uuid}::text = ${value}) ${onlyOwnCompanies(actor, departments.company_id)})`,
    // Whole days: from the start of the first to the end of the last (timestamps are stored in UTC).
    last_login_from: (value) => sql`${users.last_login_at} >= ${value}::date`,
    last_login_to: (value) => sql`${users.last_login_at} < ${value}::date + 1`,
    // The organization's "role in this company" (spec §2 users tab): a manager of the company acted in; without
    // one, of any company the reader may see (as the users export's manager column).
    is_manager: (value, actor) => {
      const inCompany = actor.scope
        ? sql`and ${companyUsers.company_id} = ${actor.scope.id}`
        : onlyOwnCompanies(actor, companyUsers.company_id);
      const manages = sql`exists (select 1 from ${companyUsers} where ${companyUsers.user_id} = ${users.id} and ${companyUsers.is_manager} ${inCompany})`;
      return value === 'true' || value === '1' ? manages : sql`not ${manages}`;
    },
    logged_in: (value) =>
      value === 'true' || value === '1' ? isNotNull(users.last_login_at) : isNull(users.last_login_at),
  },
  relations: userRelations,
  present: (row, loaded) => {
    const memberships = loaded.companies ?? [];
    return {
      name: `${row.first_name} ${row.last_name}`,
      initials: `${row.first_name.charAt(0)}${row.last_name.charAt(0)}`.toUpperCase(),
      ...adminFlagsOfRole(row.role),
      is_manager_any: memberships.some((membership) => membership.pivot?.is_manager),
      entra_id_linked: row.azure_id !== null,
      email_preferences: { core: row.email_core, course: row.email_course, marketing: row.email_marketing },
    };
  },
  update: {
    async prepare(input, context, row) {
      // A learner changes only their own preferences (spec §6); managers and admins change the rest.
      if (!managesUser(context.actor, row)) userSelfUpdateSchema.parse(input);
      assertRoleAllowed(context, input.role, row.role);
      // Nobody drops their own role or deactivates themselves: the last administrator would lock everyone out.
      const self = context.actor.user?.id === row.id;
      if (self && ((input.role !== undefined && input.role !== row.role) || input.is_active === false))
        throw forbidden();
      // A new role changes who may ask for this person's address, and what they may ask for others: changes
      // pending from before are void (issue 20); one asked for in this very request is asked under the new role.
      const now = context.services.clock.now();
      if (input.role !== undefined && input.role !== row.role)
        await voidPendingEmailChanges(context.db, [row.id], now);
      // The address is never a column here: a change is confirmed through the new address first.
      const { email, custom_fields: answers, ...rest } = input;
      const columns = await toColumns(rest, context);
      if (answers !== undefined) {
        // The fields of the person's companies whose answers the reader sees (custom-field-scope.ts): an
        // administrator's and the person's own, all of them; a manager's or head's, the companies they lead.
        const readable = context.actor.user?.id === row.id ? null : answerCompanyIds(context.actor);
        const userCompanies = (row.company_ids ?? []).filter(
          (id) => readable === null || readable.includes(id),
        );
        const fields = await fieldsOfCompanies(context.db, userCompanies);
        columns.custom_fields = updatedValues(fields, row.custom_fields, answers as Record<string, string>);
      }
      if (isEmailChange(row, email)) await requestEmailChange(context, row, email);
      return columns;
    },
    async after(row, input, context) {
      const now = context.services.clock.now();
      if (input.is_active === false) {
        // Deactivation ends every session for good: reactivating the account does not revive them. Nor any
        // link mailed before (reset, setup, e-mail change), nor a change this person asked for someone else.
        await revokeUserTokens(context.db, row.id, now);
        await voidAccountTokens(context.db, row.id, now);
        await voidPendingEmailChanges(context.db, [row.id], now);
      }
      // A changed role or activation applies to the user's open sessions at once.
      context.services.actors.forgetUser(row.id);
    },
  },
  // Deleting the user deletes their tokens; their cached sessions must not outlive them.
  async beforeDelete(row, context) {
    context.services.actors.forgetUser(row.id);
  },
  links: {
    companies: {
      table: companyUsers,
      ownerColumn: companyUsers.user_id,
      targetColumn: companyUsers.company_id,
      targetTable: companies,
      ability: 'manageCompanies',
      relations: ['companies'],
      // The user's companies are part of their sessions (scope, manager flags): applied at once. They also
      // decide who may change the person's address: pending changes are void (issue 20).
      async afterChange(context, user) {
        context.services.actors.forgetUser(user.id);
        await voidPendingEmailChanges(context.db, [user.id], context.services.clock.now());
      },
    },
  },
  writeRelations: ['users'],
};

export const userResource = defineResource(userContract, userOptions);

/**
 * Creating a user (POST /api/v1/users) has its own route (user-create.routes.ts): what a company manager is
 * told must not reveal whether the address already has an account elsewhere, which the generic answer (the
 * written row) would. The route runs the generic create with these hooks where a user is really created.
 */
export const userCreation: NonNullable<typeof userOptions.create> = {
  async prepare(input, context) {
    assertRoleAllowed(context, input.role);
    await assertEmailFree(context, String(input.email));
    if (!createsAccountsDirectly(context.actor) && input.company_id === undefined)
      throw fieldError('company_id', 'validation.required');
    const { custom_fields: answers, ...rest } = input;
    const columns = await toColumns(rest, context);
    columns.custom_fields = await newPersonAnswers(context, input);
    return columns;
  },
  async after(row, input, context) {
    const membership = await resolveMembership(context, input);
    if (membership)
      await addMembership({ db: context.db, tenantId: context.actor.tenantId }, row.id, membership);
  },
};

/**
 * A new person's answers to the custom fields of the company they join (issue 21 §5): required ones answered,
 * no key the company lacks. A person joining no company has no fields to answer.
 */
export async function newPersonAnswers(
  context: ResourceContext,
  input: { company_id?: unknown; custom_fields?: unknown },
): Promise<Record<string, string>> {
  const membership = await resolveMembership(context, input);
  const fields = membership ? await fieldsOfCompanies(context.db, [membership.companyId]) : [];
  return newPersonValues(fields, input.custom_fields as Record<string, string> | undefined);
}

export const creatableUserResource = defineResource(userContract, { ...userOptions, create: userCreation });
