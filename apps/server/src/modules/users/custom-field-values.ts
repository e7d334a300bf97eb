import { type CustomUserField, readCustomUserFields } from '@academy/contracts/entities/custom-user-field';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies } from '../../db/schema/tenancy.ts';
import { type FieldErrors, validationError } from '../../platform/http/http-error.ts';

type Values = Record<string, string>;

/** The custom user fields of these companies (issue 21 §5), once per key, in the companies' order of definition. */
export async function fieldsOfCompanies(db: Executor, companyIds: number[]): Promise<CustomUserField[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .select({ settings: companies.settings })
    .from(companies)
    .where(inArray(companies.id, companyIds))
    .orderBy(companies.id);
  const byKey = new Map<string, CustomUserField>();
  for (const row of rows)
    for (const field of readCustomUserFields(row.settings.custom_user_fields))
      if (!byKey.has(field.key)) byKey.set(field.key, field);
  return [...byKey.values()];
}

/**
 * The answers of a write checked against the fields that apply: a key no field has, or a required field left
 * empty, is a 422 on that field's own input (`custom_fields.<key>`), so the form shows it where it belongs.
 * `creating`: every required field must be answered; otherwise only the answers given are checked.
 */
function assertValues(fields: readonly CustomUserField[], given: Values, creating: boolean) {
  const errors: FieldErrors = {};
  const known = new Map(fields.map((field) => [field.key, field]));
  for (const key of Object.keys(given))
    if (!known.has(key)) errors[`custom_fields.${key}`] = ['validation.invalid_value'];
  for (const field of fields) {
    const answer = Object.hasOwn(given, field.key) ? given[field.key].trim() : undefined;
    const left = creating ? !answer : answer === '';
    if (field.required && left) errors[`custom_fields.${field.key}`] = ['validation.required'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** A new person's answers, checked; empty ones are left out. */
export function newPersonValues(fields: readonly CustomUserField[], given: Values | undefined): Values {
  const answers = given ?? {};
  assertValues(fields, answers, true);
  return changedValues({}, answers);
}

/** A person's answers after a change, checked: a given empty answer clears it, the others stay. */
export function updatedValues(fields: readonly CustomUserField[], current: Values, given: Values): Values {
  assertValues(fields, given, false);
  return changedValues(current, given);
}

function changedValues(current: Values, given: Values): Values {
  // Own properties only (a key like `constructor` is refused by the contract, but never trusted here).
  const next: Values = Object.assign(Object.create(null), current);
  for (const [key, value] of Object.entries(given)) {
    const answer = value.trim();
    if (answer) next[key] = answer;
    else delete next[key];
  }
  return { ...next };
}
