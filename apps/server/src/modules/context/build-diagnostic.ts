import { fqmi } from '@academy/contracts/common/base';
import type { DiagnosticAuth } from '@academy/contracts/entities/context';
import type { Actor } from '../../platform/auth/actor.ts';
import { managedCompanyIds } from '../../platform/auth/actor.ts';
import { countsAsAdministrator } from './context.policy.ts';

/**
 * What the server makes of the caller, for the web to log after an unexpected 403 (spec §7): whether the
 * token was accepted, until when, and in which scope the request ran. It never echoes the token.
 */
export function buildDiagnostic(actor: Actor): DiagnosticAuth {
  return {
    authenticated: actor.user !== null,
    user_uuid: actor.user?.uuid ?? null,
    token_expires_at: actor.token?.expires_at ?? null,
    token_method: actor.token?.method ?? null,
    scope: actor.scope ? fqmi('companies', actor.scope.uuid, 'company') : null,
    user_scope: actor.userScope ? fqmi('users', actor.userScope.uuid, 'user') : null,
    impersonating: actor.impersonating,
    is_admin: countsAsAdministrator(actor),
    companies_count: actor.companies.length,
    managed_companies_count: managedCompanyIds(actor).length,
  };
}
