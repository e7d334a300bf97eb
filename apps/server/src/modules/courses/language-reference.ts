import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { languages } from '../../db/schema/tenancy.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';

const languageCode = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

/** A language of the tenant by id, uuid or code ("nb"); an unknown one is a 422 on the field. */
export async function resolveLanguage(
  context: ResourceContext,
  value: unknown,
  field = 'language_id',
): Promise<number> {
  if (value === undefined || value === null || value === '')
    throw fieldError(field, 'validation.language_required');
  const key = String(value).trim();
  if (!languageCode.test(key)) return resolveReference(context, languages, value, field);
  const [language] = await context.db
    .select({ id: languages.id })
    .from(languages)
    .where(and(eq(languages.tenant_id, context.actor.tenantId), eq(languages.code, key)));
  if (!language) throw fieldError(field, 'validation.not_found_reference');
  return language.id;
}

/** A list filter on a language column by id, uuid or code. */
export function languageFilter(column: AnyPgColumn, value: string): SQL {
  const key = value.trim();
  if (languageCode.test(key))
    return inArray(column, sql`(select ${languages.id} from ${languages} where ${languages.code} = ${key})`);
  return referenceFilter(column, languages, key);
}
