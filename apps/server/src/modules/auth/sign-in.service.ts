import { fqmi } from '@academy/contracts/common/base';
import type { LoginResponseItem } from '@academy/contracts/entities/auth';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/raw-sql.ts';
import { type CompanySettings, users } from '../../db/schema/tenancy.ts';
import { generateToken, hashToken } from '../../platform/auth/token-hash.ts';
import type { LaunchSource } from '../../platform/auth/tokens.ts';

export type Membership = { id: number; uuid: string; slug: string; settings: CompanySettings };

/**
 * The memberships of the user `userId` names in active companies (an inactive company is as if it were not there),
 * by company name, as one json value: a column of a statement that reads the user too (`findUserWithMemberships`).
 */
export const membershipsOf = (userId: SQL) => sql<Membership[]>`coalesce((
    select json_agg(json_build_object('id', c.id, 'uuid', c.uuid, 'slug', c.slug, 'settings', c.settings)
      order by c.name)
    from company_users cu join companies c on c.id = cu.company_id
    where cu.user_id = ${userId} and c.is_active), '[]'::json)`;

/** The user's memberships in active companies (`membershipsOf`). */
export async function activeMemberships(db: Executor, userId: number): Promise<Membership[]> {
  const [row] = await queryRows<{ memberships: Membership[] }>(
    db,
    sql`select ${membershipsOf(sql`${userId}::int`)} as memberships`,
  );
  return row.memberships;
}

export const companyFqmi = (company: { uuid: string }) => fqmi('companies', company.uuid, 'company');

const isoOrNull = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** The columns of the person a launch or partner sign-in finds or makes: what `signIn` needs, and whether they may. */
export const signInPersonColumns = {
  id: users.id,
  uuid: users.uuid,
  last_login_at: users.last_login_at,
  is_active: users.is_active,
};

export type SignInInput = {
  tenantId: number;
  user: { id: number; uuid: string; last_login_at: string | null };
  /** password, code, facebook, azure, scorm, storyboard, newlearning (access_tokens.method). */
  method: string;
  /** The company the sign-in is for: named on /login/:company, or the user's only company. */
  company: { id: number; uuid: string } | null;
  /** A launch session's source (a partner integration, SCORM registration or LTI registration), else none. */
  launch?: LaunchSource | null;
  numCompanies: number;
  ttlMinutes: number;
  now: Date;
  ip: string;
  purchaseProductUuid?: string | null;
  additional?: LoginResponseItem['additional'];
  /** A rate-limit counter the sign-in ends (the address's own, after the right password or code). */
  clearCounter?: string;
};

/**
 * The common end of every sign-in path (DESIGN §5): issues the token, records the 'login' incident and
 * moves last_login_at, answering with the spec §3 login response. last_login_at in the answer is the
 * previous value, so a first sign-in answers null and the web adds welcome=true (spec §4).
 * Run it inside the caller's transaction so a failed step leaves nothing behind.
 */
export async function signIn(db: Executor, input: SignInInput): Promise<LoginResponseItem> {
  const token = generateToken();
  const answer = await signInWithTokenHash(db, { ...input, tokenHash: hashToken(token) });
  return { ...answer, access_token: token };
}

/** The login answer without its token: what a sign-in made from a token's hash can tell. */
export type SignedInWithoutToken = Omit<LoginResponseItem, 'access_token'>;

/**
 * `signIn` for a session whose token the caller made and keeps (only its hash comes here): a sign-in processed
 * through the inbox (partner tickets, SCORM launches) stores its answer, which must never hold a usable token.
 */
export async function signInWithTokenHash(
  db: Executor,
  input: SignInInput & { tokenHash: string },
): Promise<SignedInWithoutToken> {
  const expiresAt = new Date(input.now.getTime() + input.ttlMinutes * 60_000);
  const companyId = input.company?.id ?? null;
  const launch = input.launch ?? null;
  const audited = {
    method: input.method,
    ip: input.ip,
    ...(launch ? { launch: { via: launch.via, source_id: launch.sourceId } } : {}),
  };
  // The token, the sign-in time, the audit event and the ended counter in one statement (data-modifying CTEs run
  // as one atomic statement): one round trip instead of six with the transaction around three (issue 26).
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`with token as (
        insert into access_tokens (tenant_id, user_id, token_hash, method, company_id, launch_via,
          launch_source_id, launch_course_id, expires_at)
        values (${input.tenantId}, ${input.user.id}, ${input.tokenHash}, ${input.method}, ${companyId},
          ${launch?.via ?? null}, ${launch?.sourceId ?? null}, ${launch?.courseId ?? null},
          ${expiresAt.toISOString()}::timestamptz)
        returning id),
      signed_in as (update users set last_login_at = ${input.now.toISOString()}::timestamptz
        where id = ${input.user.id}),
      audit as (insert into incidents (tenant_id, event, user_id, company_id, target, data)
        select ${input.tenantId}, 'login', ${input.user.id}, ${companyId}, ${`users:${input.user.uuid}|user`},
          ${JSON.stringify(audited)}::jsonb || jsonb_build_object('token_id', token.id)
        from token),
      cleared as (delete from rate_limits where key = ${input.clearCounter ?? null})
      select id from token`,
  );
  if (!row) throw new Error('The session token was not stored.');
  return {
    expires_at: expiresAt.toISOString(),
    last_login_at: isoOrNull(input.user.last_login_at),
    num_companies: input.numCompanies,
    purchase_product_uuid: input.purchaseProductUuid ?? null,
    redirect_handshake: null,
    course: null,
    scope: input.company ? companyFqmi(input.company) : null,
    additional: input.additional ?? null,
  };
}
