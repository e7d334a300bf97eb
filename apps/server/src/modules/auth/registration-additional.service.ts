import type { LoginResponseItem, RegisterAdditionalRequest } from '@academy/contracts/entities/auth';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/tenancy.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { type FieldErrors, fieldError, validationError } from '../../platform/http/http-error.ts';
import type { Services } from '../../platform/services.ts';
import { findCompanyByReference } from './company-reference.ts';
import { companyFqmi } from './sign-in.service.ts';

/**
 * Completes a registration for one of the user's companies (spec §4 register-additional): names and the
 * company's custom user fields. Only fields the company defines are accepted, and every required one must
 * end up filled. Answers the login response for the current token, now scoped to that company.
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

  const [current] = await services.db
    .select({ custom_fields: users.custom_fields })
    .from(users)
    .where(eq(users.id, user.id));
  const definitions = company.settings.custom_user_fields;
  const given = input.fields ?? {};
  const errors: FieldErrors = {};
  for (const key of Object.keys(given)) {
    if (!definitions.some((definition) => definition.key === key))
      errors[`fields.${key}`] = ['validation.unknown_field'];
  }
  const merged = { ...current.custom_fields, ...trimmed(given) };
  for (const definition of definitions) {
    if (definition.required && !merged[definition.key])
      errors[`fields.${definition.key}`] = ['validation.required'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  await services.db
    .update(users)
    .set({
      custom_fields: merged,
      ...(input.first_name ? { first_name: input.first_name } : {}),
      ...(input.last_name ? { last_name: input.last_name } : {}),
      updated_at: services.clock.now().toISOString(),
    })
    .where(eq(users.id, user.id));

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

function trimmed(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()]));
}
