import { fqmi } from '@academy/contracts/common/base';
import type { UserSettings, UserSettingsUpdate } from '@academy/contracts/entities/user';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  companies,
  companyUsers,
  departments,
  departmentUsers,
  languages,
  users,
} from '../../db/schema/tenancy.ts';
import { recordIncident } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { fieldError, notFound } from '../../platform/http/http-error.ts';
import type { Services } from '../../platform/services.ts';
import { managesUser } from './users.policy.ts';

type SignedIn = Actor & { user: NonNullable<Actor['user']> };

/**
 * The same company rule as the weekly digest's query (expiry-digest.service.ts): managers of an active company
 * with the `expiry_digest` permission and e-mails not disabled. Anyone else would see a switch that does nothing.
 */
const receivesExpiryDigest = (membership: {
  is_manager: boolean;
  is_active: boolean;
  permissions: Record<string, boolean>;
  settings: { emails_disabled?: boolean };
}) =>
  membership.is_manager &&
  membership.is_active &&
  membership.permissions.expiry_digest === true &&
  membership.settings.emails_disabled !== true;

/**
 * The signed-in user's own settings (the users/settings screen). "Me" is the user behind the token, also
 * while an administrator acts as someone else: people change only their own preferences here.
 */
export async function loadUserSettings(db: Executor, actor: SignedIn): Promise<UserSettings> {
  const [user] = await db
    .select({ row: users, language: languages.code })
    .from(users)
    .leftJoin(languages, eq(languages.id, users.preferred_language_id))
    .where(and(eq(users.id, actor.user.id), eq(users.tenant_id, actor.tenantId)));
  if (!user) throw notFound();
  const memberships = await db
    .select({
      id: companies.id,
      uuid: companies.uuid,
      name: companies.name,
      is_manager: companyUsers.is_manager,
      is_active: companies.is_active,
      permissions: companies.permissions,
      settings: companies.settings,
    })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(eq(companyUsers.user_id, actor.user.id))
    .orderBy(asc(companies.name));
  const departmentRows = await db
    .select({
      id: departments.id,
      uuid: departments.uuid,
      name: departments.name,
      company_id: departments.company_id,
      is_head: departmentUsers.is_head,
    })
    .from(departmentUsers)
    .innerJoin(departments, eq(departments.id, departmentUsers.department_id))
    .where(eq(departmentUsers.user_id, actor.user.id))
    .orderBy(asc(departments.name));
  const row = user.row;
  // The same rule as PATCH /users/{uuid}: only someone who manages this user (themselves included) edits
  // the name and address; a plain learner asks their department head (spec §6).
  const canEdit = managesUser(actor, {
    ...row,
    company_ids: memberships.map((company) => company.id),
  });
  return {
    uuid: row.uuid,
    expiry_digest_available: memberships.some(receivesExpiryDigest),
    name: `${row.first_name} ${row.last_name}`,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    companies: memberships.map((company) => ({
      id: company.id,
      uuid: company.uuid,
      header: company.name,
      fqmi: fqmi('companies', company.uuid, 'company'),
      is_manager: company.is_manager,
    })),
    departments: departmentRows.map((department) => ({
      id: department.id,
      uuid: department.uuid,
      header: department.name,
      fqmi: fqmi('departments', department.uuid, 'department'),
      company_id: department.company_id,
      is_head: department.is_head,
    })),
    can_edit_personal_details: canEdit,
    email_preferences: { core: row.email_core, course: row.email_course, marketing: row.email_marketing },
    email_digest: row.email_digest,
    preferred_language: user.language === 'en' || user.language === 'nb' ? user.language : null,
    use_classic_player: row.use_classic_player,
    can_request_password_reset: row.email_core && row.is_active,
  };
}

/** Changes the signed-in user's preferences; `email_preferences.core` and `email_core` mean the same. */
export async function updateUserSettings(
  services: Services,
  db: Executor,
  actor: SignedIn,
  input: UserSettingsUpdate,
): Promise<void> {
  const values: Record<string, unknown> = {};
  const core = input.email_preferences?.core ?? input.email_core;
  const course = input.email_preferences?.course ?? input.email_course;
  const marketing = input.email_preferences?.marketing ?? input.email_marketing;
  if (core !== undefined) values.email_core = core;
  if (course !== undefined) values.email_course = course;
  if (marketing !== undefined) values.email_marketing = marketing;
  if (input.email_digest !== undefined) values.email_digest = input.email_digest;
  if (input.use_classic_player !== undefined) values.use_classic_player = input.use_classic_player;
  if (input.preferred_language !== undefined) {
    if (input.preferred_language === null) values.preferred_language_id = null;
    else {
      const [language] = await db
        .select({ id: languages.id })
        .from(languages)
        .where(and(eq(languages.tenant_id, actor.tenantId), eq(languages.code, input.preferred_language)));
      if (!language) throw fieldError('preferred_language', 'validation.language_required');
      values.preferred_language_id = language.id;
    }
  }
  if (Object.keys(values).length === 0) return;
  const [row] = await db
    .update(users)
    .set({ ...values, updated_at: services.clock.now().toISOString() })
    .where(and(eq(users.id, actor.user.id), eq(users.tenant_id, actor.tenantId)))
    .returning({ uuid: users.uuid });
  await recordIncident(db, actor, 'users.updated', fqmi('users', row.uuid, 'user'), {
    fields: Object.keys(values),
    via: 'settings',
  });
  // The language and e-mail preferences travel with the cached actor: drop it so the next request sees them.
  services.actors.forgetUser(actor.user.id);
}
