import type { ApiKeyPermission } from '@academy/contracts/entities/api-key';
import type { Locale } from '@academy/contracts/messages';
import type { LaunchVia, UserRole } from '../../db/schema/tenancy.ts';

export type CompanyMembership = { id: number; uuid: string; name: string; is_manager: boolean };
export type DepartmentMembership = { id: number; company_id: number; is_head: boolean };

export type ActorUser = {
  id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  role: UserRole;
  language_code: Locale | null;
  last_login_at: string | null;
  use_classic_player: boolean;
  email_core: boolean;
  email_course: boolean;
  email_marketing: boolean;
};

export type CompanyScope = { type: 'company'; id: number; uuid: string; name: string };
export type UserScope = { type: 'user'; id: number; uuid: string; name: string };

/**
 * What kind of caller is asking (issue 23 §3): a signed-in user, a guest, an API key of a company, or a
 * payment provider's webhook. An API key has no user; it acts as a manager of its company, within the
 * permissions chosen for it. A provider webhook is known by its verified signature only and holds no
 * permission: it reaches nothing but the processing of its own events (modules/payments).
 */
export type Principal =
  | { kind: 'user' }
  | { kind: 'guest' }
  | {
      kind: 'api_key';
      id: number;
      uuid: string;
      name: string;
      companyId: number;
      permissions: readonly ApiKeyPermission[];
    }
  | { kind: 'provider_webhook'; source: string }
  | LaunchPrincipal;
export type ApiKeyPrincipal = Extract<Principal, { kind: 'api_key' }>;

/**
 * A session that began outside the academy (issue 25): a partner's ticket or digest (`partner`, the
 * partner integration), a SCORM package in a customer's LMS (`scorm`, the SCORM registration) or an LTI 1.3
 * launch (`lti`, the LTI registration). It is the user's session, but not the user's full powers: whoever
 * arrives through someone else's system is there to take a course, and that system (and whoever can tamper
 * with a launch) must not open the company's administration inside its frame. So it is a learner session in
 * the source's company only — no administrator, manager or department-head powers, no impersonation — that
 * reaches the one course it opened (`courseId`; null: the source named none, and the learner's own courses
 * are reached). It ends when its source is revoked, deleted or switched off (load-actor.ts, launch-sessions.ts).
 */
export type LaunchPrincipal = { kind: 'launch'; via: LaunchVia; sourceId: number; courseId: number | null };

/** Who is asking, in which tenant, acting in which company (DESIGN §5). */
export type Actor = {
  tenantId: number;
  principal: Principal;
  user: ActorUser | null;
  token: { id: number; expires_at: string; method: string } | null;
  companies: CompanyMembership[];
  departments: DepartmentMembership[];
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** The company the actor acts in (Context-Scope), or null. */
  scope: CompanyScope | null;
  /** The user an admin acts as (Context-User), or null. */
  userScope: UserScope | null;
  impersonating: boolean;
};

export function guestActor(tenantId: number): Actor {
  return {
    tenantId,
    principal: { kind: 'guest' },
    user: null,
    token: null,
    companies: [],
    departments: [],
    isAdmin: false,
    isSuperAdmin: false,
    scope: null,
    userScope: null,
    impersonating: false,
  };
}

/** A payment provider's webhook whose signature was verified: the caller of what its events do. */
export function providerWebhookActor(tenantId: number, source: string): Actor {
  return { ...guestActor(tenantId), principal: { kind: 'provider_webhook', source } };
}

/** The API key asking, or null when the caller is a user or a guest. */
export const apiKeyOf = (actor: Actor): ApiKeyPrincipal | null =>
  actor.principal.kind === 'api_key' ? actor.principal : null;
/** The launch a session came from, or null for any other caller. */
export const launchOf = (actor: Actor): LaunchPrincipal | null =>
  actor.principal.kind === 'launch' ? actor.principal : null;
/** The one course a launch session reaches, or null when the actor is not narrowed to a course. */
export const launchCourseId = (actor: Actor): number | null => launchOf(actor)?.courseId ?? null;
/** A caller the API knows: a signed-in user or an API key (a guest is neither). */
export const isAuthenticated = (actor: Actor) => actor.user !== null || actor.principal.kind === 'api_key';

export const isAdmin = (actor: Actor) => actor.isAdmin || actor.isSuperAdmin;
export const belongsTo = (actor: Actor, companyId: number) => actor.companies.some((c) => c.id === companyId);
export const managesCompany = (actor: Actor, companyId: number) =>
  isAdmin(actor) || actor.companies.some((c) => c.id === companyId && c.is_manager);
export const managedCompanyIds = (actor: Actor) =>
  actor.companies.filter((c) => c.is_manager).map((c) => c.id);
export const isManagerAny = (actor: Actor) => actor.companies.some((c) => c.is_manager);
export const headedDepartmentIds = (actor: Actor) =>
  actor.departments.filter((d) => d.is_head).map((d) => d.id);

/**
 * The companies whose data a manager works on: the ones they manage, narrowed to the current scope
 * when one is set. Admins are not limited (callers check isAdmin first).
 */
export function managedCompanyIdsInScope(actor: Actor): number[] {
  const managed = managedCompanyIds(actor);
  return actor.scope ? managed.filter((id) => id === actor.scope!.id) : managed;
}

export const memberCompanyIds = (actor: Actor) => actor.companies.map((c) => c.id);
export const memberDepartmentIds = (actor: Actor) => actor.departments.map((d) => d.id);
