import { type ApiKeyPermission, apiKeyPermissions } from '@academy/contracts/entities/api-key';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { LaunchVia } from '../../db/schema/tenancy.ts';
import type { Actor, ActorUser, CompanyMembership, DepartmentMembership } from './actor.ts';
import { guestActor } from './actor.ts';
import { parseApiKey, secretMatches } from './api-key-secret.ts';

type UserRow = ActorUser & {
  companies: CompanyMembership[] | string;
  departments: DepartmentMembership[] | string;
};
type TokenRow = UserRow & {
  token_id: number;
  token_expires_at: string | Date;
  token_method: string;
  token_company_id: number | null;
  launch_via: LaunchVia | null;
  launch_source_id: number | null;
  launch_course_id: number | null;
};

const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The user `u` (joined to their language `l`) as an actor needs them: their active companies and departments.
 * Written again in the database function actor_by_token (migration 0029), which loadActorByToken calls: change both.
 */
const actorUserColumns = sql`
      u.id, u.uuid, u.first_name, u.last_name, u.email, u.role, u.last_login_at, u.use_classic_player,
      u.email_core, u.email_course, u.email_marketing, l.code as language_code,
      (select coalesce(json_agg(json_build_object('id', c.id, 'uuid', c.uuid, 'name', c.name,
          'is_manager', cu.is_manager) order by c.name), '[]'::json)
         from company_users cu join companies c on c.id = cu.company_id
        where cu.user_id = u.id and c.is_active) as companies,
      (select coalesce(json_agg(json_build_object('id', d.id, 'company_id', d.company_id,
          'is_head', du.is_head)), '[]'::json)
         from department_users du join departments d on d.id = du.department_id
        where du.user_id = u.id) as departments`;

async function firstRow<R>(db: Executor, query: SQL): Promise<R | undefined> {
  const result = await db.execute(query);
  return (result as unknown as { rows: R[] }).rows[0];
}

function actorOf(tenantId: number, row: UserRow): Actor {
  const user: ActorUser = {
    id: row.id,
    uuid: row.uuid,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    role: row.role,
    language_code: row.language_code === 'nb' || row.language_code === 'en' ? row.language_code : null,
    last_login_at: iso(row.last_login_at),
    use_classic_player: row.use_classic_player,
    email_core: row.email_core,
    email_course: row.email_course,
    email_marketing: row.email_marketing,
  };
  return {
    ...guestActor(tenantId),
    principal: { kind: 'user' },
    user,
    companies: parseJson(row.companies),
    departments: parseJson(row.departments),
    isAdmin: row.role === 'admin' || row.role === 'super_admin',
    isSuperAdmin: row.role === 'super_admin',
  };
}

/**
 * A launch session is a learner session in its source's company (actor.ts, LaunchPrincipal): decided here, once,
 * so every policy reads the narrowed actor — no administrator, manager or department head, no other company.
 */
function asLaunch(actor: Actor, row: TokenRow): Actor {
  const inCompany = <T>(companyId: number, item: T) =>
    row.token_company_id === null || companyId === row.token_company_id ? [item] : [];
  return {
    ...actor,
    principal: {
      kind: 'launch',
      via: row.launch_via!,
      sourceId: row.launch_source_id!,
      courseId: row.launch_course_id,
    },
    // Whatever the account's role, the session acts as a learner (context, policies and rules alike).
    user: actor.user ? { ...actor.user, role: 'user' } : null,
    isAdmin: false,
    isSuperAdmin: false,
    companies: actor.companies.flatMap((c) => inCompany(c.id, { ...c, is_manager: false })),
    departments: actor.departments.flatMap((d) => inCompany(d.company_id, { ...d, is_head: false })),
  };
}

/**
 * Resolves a bearer token (by its hash) to the actor in one query: the user, their companies and departments.
 * Revoked, expired and unknown tokens, inactive users, and launch sessions whose source ended resolve to nothing.
 * A launch session lives while its source does (actor.ts, LaunchPrincipal): the partner integration not revoked
 * nor expired, the SCORM registration's package not revoked nor expired, the LTI registration there and switched
 * on. Asked on every load, so a source ended by any path — also one that forgot to revoke the tokens — ends its
 * sessions within the actor cache's lifetime on every process; revocations announce it sooner.
 */
export async function loadActorByToken(
  db: Executor,
  tenantId: number,
  tokenHash: string,
): Promise<(Actor & { tokenCompanyId: number | null }) | null> {
  // The statement is the database function of migration 0029 (its text and reasons are there): the database keeps
  // its plan, which cost four times what running the statement does.
  const row = await firstRow<TokenRow>(
    db,
    sql`select * from actor_by_token(${tokenHash}::text, ${tenantId}::int)`,
  );
  if (!row) return null;
  const actor = actorOf(tenantId, row);
  return {
    ...(row.launch_via ? asLaunch(actor, row) : actor),
    token: { id: row.token_id, expires_at: iso(row.token_expires_at)!, method: row.token_method },
    tokenCompanyId: row.token_company_id,
  };
}

/**
 * The actor a user of the tenant would be now, without a session and before choosing a company (no scope):
 * to ask again, later, whether what they once asked for is still theirs to ask (a pending e-mail change). An
 * inactive or unknown user resolves to nothing.
 */
export async function loadActorByUserId(
  db: Executor,
  tenantId: number,
  userId: number,
): Promise<Actor | null> {
  const row = await firstRow<UserRow>(
    db,
    sql`
    select ${actorUserColumns}
    from users u
    left join languages l on l.id = u.preferred_language_id
    where u.id = ${userId} and u.tenant_id = ${tenantId} and u.is_active`,
  );
  return row ? actorOf(tenantId, row) : null;
}

type ApiKeyRow = {
  id: number;
  uuid: string;
  name: string;
  secret_hash: string;
  permissions: string[] | string;
  last_used_at: string | Date | null;
  company_id: number;
  company_uuid: string;
  company_name: string;
};

/** What an API key's use needs to know beyond the actor: when it was last marked as used. */
export type ApiKeyActor = Actor & { apiKeyLastUsedAt: string | null };

const knownPermissions = new Set<string>(apiKeyPermissions);
/** A text[] arrives as an array from node-postgres and PGlite alike; the literal form is read just in case. */
const textArray = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

/**
 * Resolves an API key (`ak_<id>_<secret>`, issue 23 §3) to its actor: found by its public id, its secret
 * compared by hash in constant time. A revoked or expired key, one of an inactive company, or a wrong secret
 * resolves to nothing, as an unknown session token does. The actor has no user; its only company is the
 * key's, as its manager and as its scope, and it holds only the key's permissions (define-policy.ts).
 */
export async function loadActorByApiKey(
  db: Executor,
  tenantId: number,
  token: string,
): Promise<ApiKeyActor | null> {
  const parsed = parseApiKey(token);
  if (!parsed) return null;
  const row = await firstRow<ApiKeyRow>(
    db,
    sql`
    select k.id, k.uuid, k.name, k.secret_hash, k.permissions, k.last_used_at, k.company_id,
      c.uuid as company_uuid, c.name as company_name
    from api_keys k
    join companies c on c.id = k.company_id
    where k.prefix = ${parsed.prefix} and k.tenant_id = ${tenantId}
      and k.revoked_at is null and (k.expires_at is null or k.expires_at > now()) and c.is_active`,
  );
  if (!row || !secretMatches(parsed.secret, row.secret_hash)) return null;
  const company = { id: row.company_id, uuid: String(row.company_uuid), name: row.company_name };
  return {
    ...guestActor(tenantId),
    principal: {
      kind: 'api_key',
      id: row.id,
      uuid: String(row.uuid),
      name: row.name,
      companyId: row.company_id,
      permissions: textArray(row.permissions).filter((p): p is ApiKeyPermission => knownPermissions.has(p)),
    },
    companies: [{ ...company, is_manager: true }],
    scope: { type: 'company', ...company },
    apiKeyLastUsedAt: iso(row.last_used_at),
  };
}
