import { fqmi } from '@academy/contracts/common/base';
import type { LoginResponseItem, RegisterAdditionalRequest } from '@academy/contracts/entities/auth';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type CompanySettings, companyUsers, users } from '../../db/schema/tenancy.ts';
import { recordIncident } from '../../platform/audit.ts';
import { changedValues } from '../../platform/audit-values.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { type FieldErrors, fieldError, validationError } from '../../platform/http/http-error.ts';
import type { Services } from '../../platform/services.ts';
import { companyFqmi, findCompanyByReference } from '../auth/index.ts';
import { managesUser } from './users.policy.ts';

type CustomFields = Record<string, string>;
type Definitions = CompanySettings['custom_user_fields'];

/**
 * Whether the user answered a custom field: an own, non-empty value. Never what a plain object inherits, so a
 * field keyed `constructor` or `toString` (kept from before keys were checked) is not answered by Object.prototype.
 */
const answered = (fields: CustomFields, key: string) => Object.hasOwn(fields, key) && fields[key] !== '';

/**
 * A registration with the company is incomplete while the company requires a custom field the user has not
 * answered. Only then does register/additional take names from anyone: completing it is when a newcomer
 * sets them (the page shows them for correcting). Otherwise a new name is what PATCH /users/{uuid} decides.
 */
const isIncomplete = (definitions: Definitions, fields: CustomFields) =>
  definitions.some((definition) => definition.required && !answered(fields, definition.key));

/** Plain copies without a prototype: whatever the keys, reading one never reaches Object.prototype. */
function ownFields(...sources: CustomFields[]): CustomFields {
  const fields: CustomFields = Object.create(null);
  for (const source of sources) for (const [key, value] of Object.entries(source)) fields[key] = value;
  return fields;
}

type Names = { first_name?: string; last_name?: string };

/** The names the request changes (a name sent back as it is changes nothing). */
function nameChanges(current: { first_name: string; last_name: string }, input: Names): Names {
  const changes: Names = {};
  for (const name of ['first_name', 'last_name'] as const) {
    const value = input[name];
    if (value !== undefined && value !== current[name]) changes[name] = value;
  }
  return changes;
}

async function lockedUser(db: Executor, userId: number) {
  // Locked for the transaction: two completions at once cannot both find the registration incomplete.
  const [row] = await db
    .select({
      uuid: users.uuid,
      role: users.role,
      first_name: users.first_name,
      last_name: users.last_name,
      custom_fields: users.custom_fields,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const memberships = await db
    .select({ id: companyUsers.company_id })
    .from(companyUsers)
    .where(eq(companyUsers.user_id, userId));
  return { ...row, company_ids: memberships.map((membership) => membership.id) };
}

function checkFields(definitions: Definitions, given: CustomFields, merged: CustomFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of Object.keys(given)) {
    if (!definitions.some((definition) => definition.key === key))
      errors[`fields.${key}`] = ['validation.unknown_field'];
  }
  for (const definition of definitions) {
    if (definition.required && !answered(merged, definition.key))
      errors[`fields.${definition.key}`] = ['validation.required'];
  }
  return errors;
}

/**
 * Completes a registration for one of the user's companies (spec §4 register-additional): the company's
 * custom user fields, and names while the registration is incomplete (see isIncomplete). Only fields the
 * company defines are accepted, and every required one must end up answered. A change of name once the
 * registration is complete needs what PATCH needs (someone who manages the user; a learner gets the same 422
 * on the name fields). Whatever changes is recorded as an incident. Answers the login response for the
 * current token, now scoped to that company.
 */
export async function saveRegistrationAdditional(
  services: Services,
  input: RegisterAdditionalRequest & { actor: Actor; accessToken: string },
): Promise<LoginResponseItem> {
  const { actor } = input;
  const user = actor.user!;
  const company = await findCompanyByReference(services.db, actor.tenantId, input.company);
  if (!company || !actor.companies.some((membership) => membership.id === company.id)) {
    throw fieldError('company', 'validation.not_found_reference');
  }
  const definitions = company.settings.custom_user_fields;

  await services.db.transaction(async (tx) => {
    const current = await lockedUser(tx, user.id);
    const stored = ownFields(current.custom_fields);
    const given = ownFields(trimmed(input.fields ?? {}));
    const merged = ownFields(stored, given);
    const errors = checkFields(definitions, given, merged);
    const names = nameChanges(current, input);
    if (!isIncomplete(definitions, stored) && !managesUser(actor, { id: user.id, ...current })) {
      for (const name of Object.keys(names)) errors[name] = ['validation.unknown_field'];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);

    // Plain objects for the jsonb column and the trail (the copies above have no prototype).
    const previous = {
      first_name: current.first_name,
      last_name: current.last_name,
      custom_fields: { ...stored },
    };
    const next = { ...names, custom_fields: { ...merged } };
    const { changes } = changedValues(previous, next);
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(users)
      .set({ ...next, updated_at: services.clock.now().toISOString() })
      .where(eq(users.id, user.id));
    // A name is on the person's certificates and their public verification page: the trail says who set it.
    await recordIncident(tx, actor, 'users.updated', fqmi('users', current.uuid, 'user'), {
      via: 'register_additional',
      company: companyFqmi(company),
      fields: Object.keys(changes),
      changes,
    });
  });

  const scope = companyFqmi(company);
  return {
    access_token: input.accessToken,
    expires_at: actor.token!.expires_at,
    last_login_at: user.last_login_at,
    num_companies: actor.companies.length,
    purchase_product_uuid: null,
    redirect_handshake: null,
    course: null,
    scope,
    additional: { company: scope, registration_additional_required: false },
  };
}

function trimmed(fields: CustomFields): CustomFields {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()]));
}
