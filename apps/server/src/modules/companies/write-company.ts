import { inArray } from 'drizzle-orm';
import { companies } from '../../db/schema/tenancy.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { mayNameAnyCompany } from './companies.policy.ts';

/**
 * The company a write is for (`company_id`, by id or uuid): the one named, else the company the actor acts in.
 * An administrator may name any company; anyone else only one of `allowedIds` — another is "not found" on the
 * field, never a hint that it exists.
 */
export async function resolveWriteCompany(
  context: ResourceContext,
  requested: string | number | null | undefined,
  allowedIds: number[],
): Promise<number> {
  const key = requested ?? context.actor.scope?.id;
  if (key === undefined) throw fieldError('company_id', 'validation.required');
  return resolveReference(
    context,
    companies,
    key,
    'company_id',
    mayNameAnyCompany(context.actor) ? undefined : inArray(companies.id, allowedIds.concat(-1)),
  );
}
