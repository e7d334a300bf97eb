import { companyContract } from '@academy/contracts/entities/company';
import { readCustomUserFields } from '@academy/contracts/entities/custom-user-field';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { enrollments } from '../../db/schema/learning.ts';
import {
  type CompanySettings,
  companies,
  companyUsers,
  departments,
  departmentUsers,
  users,
} from '../../db/schema/tenancy.ts';
import { memberCompanyIds } from '../../platform/auth/actor.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { defineResource, type ResourceContext } from '../../platform/resource/define-resource.ts';
import { countOf, hasMany, manyThrough, summary } from '../../platform/resource/relations.ts';
import { assertEntraCredentials, withEntraSecret } from '../auth/index.ts';
import { keepFormFile, mediaSourceUrl } from '../media/index.ts';
import {
  forgetCompanyMembers,
  forgetLinkedUsers,
  visibleUsers,
  voidPendingEmailChanges,
  voidPendingEmailChangesInCompany,
} from '../users/index.ts';
import { canSeeAllCompanies, companyPolicy, setsCompanyPlatformSettings } from './companies.policy.ts';
import { assertCompanyPermission, presentPermissions } from './company-permissions.ts';
import { mergeSettings, type SettingsPatch } from './company-settings.ts';
import { newCompanySettings } from './create-companies.ts';

type CompanyRow = typeof companies.$inferSelect;

/**
 * The settings as a company item shows them (allow-list): the Entra ID client secret only as whether one is
 * stored; fields stored before labels had languages read as one label in both (issue 21 §5).
 */
function presentSettings(settings: CompanySettings) {
  const { azure_client_secret_sealed: sealed, ...shown } = settings;
  return {
    ...shown,
    azure_client_secret_set: Boolean(sealed),
    custom_user_fields: readCustomUserFields(settings.custom_user_fields),
  };
}

const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[æ]/g, 'ae')
    .replace(/[ø]/g, 'o')
    .replace(/[å]/g, 'a')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 90) || 'company';

async function assertSlugFree(context: ResourceContext, slug: string, exceptId?: number) {
  const [taken] = await context.db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.tenant_id, context.actor.tenantId),
        eq(companies.slug, slug),
        exceptId ? ne(companies.id, exceptId) : undefined,
      ),
    );
  if (taken) throw fieldError('slug', 'validation.invalid_value');
}

/**
 * The settings that name a department: the department a sign-up through Facebook, Microsoft or the dedicated
 * registration page lands in. It must be one of this company's, or newcomers would join another company.
 */
const departmentSettings = [
  'facebook_department_id',
  'azure_department_id',
  'registration_department_id',
] as const;

async function assertOwnDepartments(
  context: ResourceContext,
  companyId: number,
  patch: SettingsPatch | undefined,
) {
  for (const key of departmentSettings) {
    const id = patch?.[key];
    if (id === undefined || id === null) continue;
    const [own] = await context.db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, id), eq(departments.company_id, companyId)));
    if (!own) throw fieldError(`settings.${key}`, 'validation.invalid_value');
  }
}

/**
 * Settings a company's managers may switch on only with a permission (contracts: companyPermissionCodes): what is
 * already on stays on, and administrators are not bound.
 */
function assertSettingsPermitted(
  context: ResourceContext,
  row: { settings: CompanySettings; permissions: Record<string, boolean> },
  next: CompanySettings,
) {
  const switchedOn = (key: 'facebook_login' | 'azure_login' | 'dedicated_registration_page') =>
    next[key] && !row.settings[key];
  const check = (code: 'sso_login' | 'self_registration') =>
    assertCompanyPermission(context.actor, row.permissions, code, context.locale);
  if (switchedOn('facebook_login') || switchedOn('azure_login')) check('sso_login');
  if (switchedOn('dedicated_registration_page')) check('self_registration');
}

const userSummary = summary(
  'users',
  'user',
  (row) => `${row.first_name} ${row.last_name}`,
  (row) => ({ email: row.email }),
);

export const companyResource = defineResource(companyContract, {
  table: companies,
  policy: companyPolicy,
  label: { en: 'Company', nb: 'Bedrift' },
  header: (row) => row.name,
  visibility: (actor) => {
    if (canSeeAllCompanies(actor)) return undefined;
    const ids = memberCompanyIds(actor);
    return ids.length ? inArray(companies.id, ids) : false;
  },
  // The logo of the company form (spec §5: PNG, JPG or GIF, 1 MB), kept as media; `logo` holds its uuid.
  uploads: { logo: 'logo' },
  searchColumns: [companies.name, companies.slug],
  sorts: { name: companies.name, created_at: companies.created_at, updated_at: companies.updated_at },
  defaultSort: 'name',
  filters: {
    is_active: (value) => eq(companies.is_active, value === 'true' || value === '1'),
    scorm_enabled: (value) => eq(companies.scorm_enabled, value === 'true' || value === '1'),
  },
  relations: {
    // The item shows the logo as a signed link: the registration page and the header load it without a token.
    logo: {
      always: true,
      async load(context: ResourceContext, rows: readonly CompanyRow[]) {
        return new Map(rows.map((row) => [row.id, row.logo && mediaSourceUrl(context.services, row.logo)]));
      },
    },
    users_count: countOf(companyUsers, companyUsers.company_id),
    departments_count: countOf(departments, departments.company_id),
    courses_count: {
      always: true,
      async load(context: ResourceContext, rows: readonly CompanyRow[]) {
        const counted = await context.db
          .select({
            owner: enrollments.company_id,
            total: sql<number>`count(distinct ${enrollments.course_id})`.mapWith(Number),
          })
          .from(enrollments)
          .where(
            inArray(
              enrollments.company_id,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(enrollments.company_id);
        const map = new Map<number, unknown>(rows.map((row) => [row.id, 0]));
        for (const entry of counted) map.set(entry.owner, entry.total);
        return map;
      },
    },
    departments: hasMany(departments, departments.company_id, {
      orderBy: departments.name,
      pick: summary('departments', 'department', (row) => row.name),
    }),
    users: manyThrough(companyUsers, companyUsers.company_id, companyUsers.user_id, users, {
      orderBy: users.last_name,
      where: (context) => visibleUsers(context.actor),
      pick: userSummary,
      linkFields: { is_manager: companyUsers.is_manager },
    }),
  },
  present: (row) => ({
    permissions: presentPermissions(row.permissions),
    // Fields stored before labels had languages read as one label in both (issue 21 §5).
    settings: presentSettings(row.settings),
  }),
  create: {
    async prepare(input, context) {
      const slug = input.slug ?? slugify(String(input.name));
      await assertSlugFree(context, slug);
      const logo = await keepFormFile(context, 'logo', 'logo');
      const { config } = context.services;
      const settings = withEntraSecret(
        config,
        newCompanySettings(input.settings),
        input.settings?.azure_client_secret,
      );
      await assertEntraCredentials(config, newCompanySettings(undefined), settings);
      return { ...input, slug, ...(logo ? { logo: logo.uuid } : {}), settings };
    },
  },
  update: {
    async prepare(input, context, row) {
      // Permissions, activation and the address (the slug of /login/:company, handed out to the company's
      // people) are the platform's decision, not the company's own managers'.
      if (!setsCompanyPlatformSettings(context.actor)) {
        const refused = (['permissions', 'is_active', 'scorm_enabled', 'slug'] as const).find(
          (key) => input[key] !== undefined,
        );
        if (refused) throw fieldError(refused, 'validation.invalid_value');
      }
      if (input.slug) await assertSlugFree(context, String(input.slug), row.id);
      // Switching a company on or off changes what its managers may do to its people (issue 20).
      if (input.is_active !== undefined && input.is_active !== row.is_active)
        await voidPendingEmailChangesInCompany(context.db, row.id, context.services.clock.now());
      const values: Record<string, unknown> = { ...input };
      if (input.settings) {
        const { config } = context.services;
        const settings = withEntraSecret(
          config,
          mergeSettings(row.settings, input.settings),
          input.settings.azure_client_secret,
        );
        await assertOwnDepartments(context, row.id, input.settings);
        assertSettingsPermitted(context, row, settings);
        await assertEntraCredentials(config, row.settings, settings);
        values.settings = settings;
      }
      // A write names the codes it changes; the others keep their values.
      if (input.permissions) values.permissions = { ...row.permissions, ...input.permissions };
      const logo = await keepFormFile(context, 'logo', 'logo');
      if (logo) values.logo = logo.uuid;
      return values;
    },
    // An inactive company counts as absent in its members' sessions: applied at once.
    async after(row, input, context) {
      if (input.is_active !== undefined) await forgetCompanyMembers(context, row.id);
    },
  },
  async beforeDelete(row, context) {
    await forgetCompanyMembers(context, row.id);
    await voidPendingEmailChangesInCompany(context.db, row.id, context.services.clock.now());
  },
  links: {
    users: {
      table: companyUsers,
      ownerColumn: companyUsers.company_id,
      targetColumn: companyUsers.user_id,
      targetTable: users,
      ability: { attach: 'attachUsers', sync: 'attachUsers', detach: 'manageUsers' },
      relations: ['users', 'departments'],
      // Leaving a company also means leaving its departments. Whoever joins or leaves has a new set of
      // managers: e-mail changes asked for them, or by them, are void (issue 20).
      async afterChange(context, company, operation, userIds, removedIds) {
        forgetLinkedUsers(context, operation, userIds);
        await voidPendingEmailChanges(context.db, [...userIds, ...removedIds], context.services.clock.now());
        if (operation !== 'detach' || userIds.length === 0) return;
        await context.db
          .delete(departmentUsers)
          .where(
            and(
              inArray(departmentUsers.user_id, userIds),
              inArray(
                departmentUsers.department_id,
                context.db
                  .select({ id: departments.id })
                  .from(departments)
                  .where(eq(departments.company_id, company.id)),
              ),
            ),
          );
      },
    },
  },
  writeRelations: ['companies'],
});
