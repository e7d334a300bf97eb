import { fqmi } from '@academy/contracts/common/base';
import type { Context, ContextUser } from '@academy/contracts/entities/context';
import { tenantPublicConfig } from '@academy/contracts/entities/tenant';
import type { Locale } from '@academy/contracts/messages';
import type { Config, PaymentSettings } from '../../config.ts';
import type { Actor, CompanyScope, UserScope } from '../../platform/auth/actor.ts';
import { isManagerAny } from '../../platform/auth/actor.ts';
import type { Tenant } from '../../platform/http/tenant-cache.ts';
import { heldPermissions } from '../../platform/policy/permissions.ts';
import { countsAsAdministrator, countsAsSuperAdministrator } from './context.policy.ts';

export type ContextInput = {
  actor: Actor;
  tenant: Tenant;
  locale: Locale;
  config: Pick<
    Config,
    | 'frontendRequiredVersion'
    | 'enableGtm'
    | 'pollIntervalMs'
    | 'paddleVendorId'
    | 'paddleSandbox'
    | 'payments'
    | 'signInProviders'
  >;
  version: string;
  /** How the tenant's logo column is shown (a kept media item becomes its signed link); as stored when absent. */
  presentLogo?: (logo: string | null) => string | null;
};

/** What the browser needs of the payment settings, by name: never the API key nor the webhook secret. */
function paymentsContext(settings: PaymentSettings): Context['payments'] {
  if (settings.provider === 'local') return { provider: 'local', paddle_client_token: null, sandbox: true };
  return {
    provider: 'paddle',
    paddle_client_token: settings.clientToken,
    sandbox: settings.environment === 'sandbox',
  };
}

const companyFqmi = (uuid: string) => fqmi('companies', uuid, 'company');

function scopeOf(scope: CompanyScope | UserScope | null) {
  if (!scope) return null;
  const resource = scope.type === 'company' ? 'companies' : 'users';
  return {
    fqmi: fqmi(resource, scope.uuid, scope.type),
    type: scope.type,
    uuid: scope.uuid,
    name: scope.name,
  };
}

/**
 * Manager and department-head flags follow the company the actor acts in; without a scope (a user of
 * several companies before choosing one) any company counts, so the organization area stays reachable.
 */
function contextUser(actor: Actor): ContextUser | null {
  const user = actor.user;
  if (!user) return null;
  const scopeId = actor.scope?.id;
  const inScope = (companyId: number) => scopeId === undefined || companyId === scopeId;
  return {
    id: user.id,
    uuid: user.uuid,
    fqmi: fqmi('users', user.uuid, 'user'),
    name: `${user.first_name} ${user.last_name}`.trim(),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    role: user.role,
    is_admin: countsAsAdministrator(actor),
    is_super_admin: countsAsSuperAdministrator(actor),
    is_manager: actor.companies.some((c) => c.is_manager && inScope(c.id)),
    is_manager_any: isManagerAny(actor),
    is_department_head: actor.departments.some((d) => d.is_head && inScope(d.company_id)),
    permissions: heldPermissions(actor),
    use_classic_player: user.use_classic_player,
    last_login_at: user.last_login_at,
    // DESIGN §5: the user's logout time is the token's expiry; it drives the logout warning.
    logout_at: actor.token?.expires_at ?? null,
    email_preferences: { core: user.email_core, course: user.email_course, marketing: user.email_marketing },
    companies: actor.companies.map((c) => ({
      uuid: c.uuid,
      fqmi: companyFqmi(c.uuid),
      name: c.name,
      is_manager: c.is_manager,
    })),
  };
}

/**
 * GET /api/v1/context, made only from what the request context already loaded (tenant from the cache,
 * actor in one query): this call runs on every page load and poll-driven refresh, so it adds no query.
 */
export function buildContext({ actor, tenant, locale, config, version, presentLogo }: ContextInput): Context {
  return {
    application: {
      name: 'Academy',
      version,
      frontend_required: config.frontendRequiredVersion ?? null,
      enable_gtm: config.enableGtm,
      poll_interval: config.pollIntervalMs,
      // Facebook is the platform's app (decisions.md, issue 25): set once for every tenant, no secret in it.
      facebook_login: config.signInProviders.facebook !== null,
    },
    context: {
      scope: scopeOf(actor.scope),
      user_scope: scopeOf(actor.userScope),
      impersonating: actor.impersonating,
      sign_in_method: actor.token?.method ?? null,
    },
    tenant: {
      uuid: tenant.uuid,
      name: tenant.name,
      logo: presentLogo ? presentLogo(tenant.logo) : tenant.logo,
      // By name: the stored document also holds what only operators and administrators may read.
      config: tenantPublicConfig(tenant.config),
      gtm_id: tenant.gtm_id,
    },
    paddle: { vendor_id: config.paddleVendorId, sandbox: config.paddleSandbox },
    payments: paymentsContext(config.payments),
    user: contextUser(actor),
    user_language: { code: actor.user?.language_code ?? locale },
    impersonating: actor.impersonating,
  };
}
