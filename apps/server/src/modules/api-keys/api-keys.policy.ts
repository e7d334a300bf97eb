import type { AbilityOf } from '@academy/contracts/common/resource-contract';
import type { apiKeyContract } from '@academy/contracts/entities/api-key';
import type { apiKeys } from '../../db/schema/tenancy.ts';
import { type Actor, isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { definePolicy, never } from '../../platform/policy/define-policy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';

type ApiKeyRow = Pick<RowOf<typeof apiKeys>, 'company_id' | 'revoked_at'>;

/** Administrators see every company's keys. */
export const canSeeAllApiKeys = (actor: Actor) => isAdmin(actor);

/** Administrators work on every company's keys; a manager on those of the company they act in. */
export const worksWithApiKeys = (actor: Actor) =>
  isAdmin(actor) || (actor.user !== null && managedCompanyIdsInScope(actor).length > 0);
/** Whether the actor may make or revoke keys of this company. */
export const managesApiKeysOf = (actor: Actor, companyId: number) =>
  isAdmin(actor) || (actor.user !== null && managedCompanyIdsInScope(actor).includes(companyId));

/**
 * API keys of a company (issue 23 §3): its managers and administrators list, make and revoke them. A key is
 * never edited, and never deleted (a revoked key stays listed, so its audit entries keep a name). A key never
 * manages keys: `api-keys` is outside every key permission (api-key-permissions.ts) and the rules ask for a user.
 */
export const apiKeyPolicy = definePolicy<ApiKeyRow, AbilityOf<typeof apiKeyContract>>({
  viewAny: worksWithApiKeys,
  create: worksWithApiKeys,
  view: (actor, key) => managesApiKeysOf(actor, key.company_id),
  update: never,
  delete: never,
  revoke: (actor, key) => managesApiKeysOf(actor, key.company_id) && key.revoked_at === null,
});
