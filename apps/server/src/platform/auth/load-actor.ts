import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Actor, ActorUser, CompanyMembership, DepartmentMembership } from './actor.ts';
import { guestActor } from './actor.ts';

type UserRow = ActorUser & {
  companies: CompanyMembership[] | string;
  departments: DepartmentMembership[] | string;
};
type TokenRow = UserRow & {
  token_id: number;
  token_expires_at: string | Date;
  token_method: string;
  token_company_id: number | null;
};

const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** The user `u` (joined to their language `l`) as an actor needs them: their active companies and departments. */
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
    user,
    companies: parseJson(row.companies),
    departments: parseJson(row.departments),
    isAdmin: row.role === 'admin' || row.role === 'super_admin',
    isSuperAdmin: row.role === 'super_admin',
  };
}

/**
 * Resolves a bearer token (by its hash) to the actor in one query: the user, their companies and departments.
 * Revoked, expired and unknown tokens, and inactive users, resolve to nothing.
 */
export async function loadActorByToken(
  db: Executor,
  tenantId: number,
  tokenHash: string,
): Promise<(Actor & { tokenCompanyId: number | null }) | null> {
  const row = await firstRow<TokenRow>(
    db,
    sql`
    select t.id as token_id, t.expires_at as token_expires_at, t.method as token_method,
      t.company_id as token_company_id, ${actorUserColumns}
    from access_tokens t
    join users u on u.id = t.user_id
    left join languages l on l.id = u.preferred_language_id
    where t.token_hash = ${tokenHash} and t.tenant_id = ${tenantId}
      and t.revoked_at is null and t.expires_at > now() and u.is_active`,
  );
  if (!row) return null;
  return {
    ...actorOf(tenantId, row),
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
