import {
  type ApiKeyPermission,
  type ApiKeyStatus,
  apiKeyContract,
} from '@academy/contracts/entities/api-key';
import { and, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { apiKeys, companies, users } from '../../db/schema/tenancy.ts';
import { managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { apiKeyPolicy, canSeeAllApiKeys } from './api-keys.policy.ts';

/** Where a key stands now: revoked wins over expired. */
export function apiKeyStatus(row: { revoked_at: string | null; expires_at: string | null }): ApiKeyStatus {
  if (row.revoked_at) return 'revoked';
  if (row.expires_at && new Date(row.expires_at).getTime() <= Date.now()) return 'expired';
  return 'active';
}

const statusCondition = (status: ApiKeyStatus) => {
  if (status === 'revoked') return isNotNull(apiKeys.revoked_at);
  if (status === 'expired') return and(isNull(apiKeys.revoked_at), lte(apiKeys.expires_at, sql`now()`));
  return and(isNull(apiKeys.revoked_at), or(isNull(apiKeys.expires_at), gt(apiKeys.expires_at, sql`now()`)));
};

/**
 * A company's API keys, listed in the organization area's integrations tab. Made and revoked by the named
 * routes beside (api-keys.routes.ts): making one answers its secret once. The secret's hash is never sent.
 */
export const apiKeyResource = defineResource(apiKeyContract, {
  table: apiKeys,
  policy: apiKeyPolicy,
  label: { en: 'API key', nb: 'API-nøkkel' },
  header: (row) => row.name,
  hidden: ['secret_hash'],
  visibility: (actor) => {
    if (canSeeAllApiKeys(actor)) return undefined;
    // A manager sees the keys of the company they act in; an API key or a learner sees none.
    const managed = actor.user ? managedCompanyIdsInScope(actor) : [];
    return managed.length ? inArray(apiKeys.company_id, managed) : false;
  },
  searchColumns: [apiKeys.name, apiKeys.prefix],
  sorts: { created_at: apiKeys.created_at, name: apiKeys.name, last_used_at: apiKeys.last_used_at },
  defaultSort: '-created_at',
  filters: {
    company: (value) => referenceFilter(apiKeys.company_id, companies, value),
    status: (value) => statusCondition(value),
  },
  relations: {
    company: belongsTo(companies, 'company_id', {
      always: true,
      pick: summary('companies', 'company', (row) => row.name),
    }),
    creator: belongsTo(users, 'created_by', {
      always: true,
      pick: summary('users', 'user', (row) => `${row.first_name} ${row.last_name}`),
    }),
  },
  present: (row) => ({
    permissions: row.permissions as ApiKeyPermission[],
    status: apiKeyStatus(row),
  }),
});
