import { parseFqmi } from '@academy/contracts/common/base';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, companyUsers, users } from '../../db/schema/tenancy.ts';
import { HttpError } from '../http/http-error.ts';
import type { Actor } from './actor.ts';
import { isAdmin } from './actor.ts';
import { mayActAsUser } from './impersonation-rule.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Accepts a company or user reference as an fqmi (`companies:<uuid>|company`) or a bare uuid. */
function referencedUuid(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  if (uuidPattern.test(value)) return value.toLowerCase();
  const parsed = parseFqmi(value);
  return parsed && uuidPattern.test(parsed.uuid) ? parsed.uuid.toLowerCase() : null;
}

const scopeInvalid = () => new HttpError(403, 'auth.scope_invalid');

/** spec §7: Context-Scope is "the impersonated scope", which may be a user (`users:<uuid>|user`). */
const namesUser = (header: string | undefined) => {
  const parsed = header ? parseFqmi(header.trim()) : null;
  return parsed !== null && (parsed.type === 'user' || parsed.resource === 'users');
};

/**
 * The two headers as a company and a user reference: a user named in Context-Scope stands for Context-User
 * when that is absent (the web sends the impersonated scope in both), and then names no company.
 */
function scopeHeadersOf(scopeHeader: string | undefined, userHeader: string | undefined) {
  if (!namesUser(scopeHeader)) return { company: scopeHeader, user: userHeader };
  return { company: undefined, user: userHeader ?? scopeHeader };
}

/**
 * Decides the company the actor acts in (DESIGN §5). A member acts in their own companies; an admin may
 * name any company of the tenant, and any user the impersonation rule allows (`mayActAsUser`: a super admin
 * anyone, an administrator ordinary users), which is impersonation and is recorded as an incident.
 */
export async function resolveScope(
  db: Executor,
  actor: Actor & { tokenCompanyId?: number | null },
  scopeHeaderAsSent: string | undefined,
  userHeaderAsSent: string | undefined,
): Promise<void> {
  if (applyScopeWithoutDatabase(actor, scopeHeaderAsSent, userHeaderAsSent)) return;
  const { company: scopeHeader, user: userHeader } = scopeHeadersOf(scopeHeaderAsSent, userHeaderAsSent);
  if (!actor.user) return;
  const companyUuid = referencedUuid(scopeHeader);
  if (scopeHeader && !companyUuid) throw scopeInvalid();

  if (companyUuid) {
    const membership = actor.companies.find((c) => c.uuid === companyUuid);
    if (membership) {
      actor.scope = { type: 'company', id: membership.id, uuid: membership.uuid, name: membership.name };
    } else if (isAdmin(actor)) {
      const [company] = await db
        .select({ id: companies.id, uuid: companies.uuid, name: companies.name })
        .from(companies)
        .where(and(eq(companies.uuid, companyUuid), eq(companies.tenant_id, actor.tenantId)));
      if (!company) throw scopeInvalid();
      actor.scope = { type: 'company', ...company };
      actor.impersonating = true;
    } else {
      throw scopeInvalid();
    }
  } else {
    const fromToken = actor.companies.find((c) => c.id === actor.tokenCompanyId);
    const chosen = fromToken ?? (actor.companies.length === 1 ? actor.companies[0] : undefined);
    if (chosen) actor.scope = { type: 'company', id: chosen.id, uuid: chosen.uuid, name: chosen.name };
  }

  const userUuid = referencedUuid(userHeader);
  if (userHeader && !userUuid) throw scopeInvalid();
  if (userUuid && userUuid !== actor.user.uuid) {
    if (!isAdmin(actor)) throw scopeInvalid();
    const [user] = await db
      .select({
        id: users.id,
        uuid: users.uuid,
        role: users.role,
        first_name: users.first_name,
        last_name: users.last_name,
      })
      .from(users)
      .where(and(eq(users.uuid, userUuid), eq(users.tenant_id, actor.tenantId)));
    // Refused like an unknown user: whether the person exists is no business of one who may not act as them.
    if (!user || !mayActAsUser(actor, user)) throw scopeInvalid();
    actor.userScope = {
      type: 'user',
      id: user.id,
      uuid: user.uuid,
      name: `${user.first_name} ${user.last_name}`,
    };
    actor.impersonating = true;
    // Acting as a user without naming a company: the user's company when they have exactly one.
    if (!scopeHeader) actor.scope = await soleCompanyOf(db, user.id);
  }

  if (actor.impersonating) await recordImpersonation(db, actor);
}

/**
 * The common case — a member acting in their own company, no user impersonation — needs no query and
 * is applied here; returns false, changing nothing, when an administrator's lookup is needed.
 */
export function applyScopeWithoutDatabase(
  actor: Actor & { tokenCompanyId?: number | null },
  scopeHeaderAsSent: string | undefined,
  userHeaderAsSent: string | undefined,
): boolean {
  if (!actor.user) return true;
  const { company: scopeHeader, user: userHeader } = scopeHeadersOf(scopeHeaderAsSent, userHeaderAsSent);
  const companyUuid = referencedUuid(scopeHeader);
  const userUuid = referencedUuid(userHeader);
  if ((scopeHeader && !companyUuid) || (userHeader && !userUuid)) throw scopeInvalid();
  const membership = companyUuid ? actor.companies.find((c) => c.uuid === companyUuid) : undefined;
  const foreignCompany = companyUuid !== null && !membership;
  const otherUser = userUuid !== null && userUuid !== actor.user.uuid;
  if (foreignCompany || otherUser) {
    if (!isAdmin(actor)) throw scopeInvalid();
    return false;
  }
  const chosen =
    membership ??
    actor.companies.find((c) => c.id === actor.tokenCompanyId) ??
    (actor.companies.length === 1 ? actor.companies[0] : undefined);
  if (chosen) actor.scope = { type: 'company', id: chosen.id, uuid: chosen.uuid, name: chosen.name };
  return true;
}

/** The active company of a user who belongs to exactly one, else no company. */
async function soleCompanyOf(db: Executor, userId: number): Promise<Actor['scope']> {
  const rows = await db
    .select({ id: companies.id, uuid: companies.uuid, name: companies.name })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(and(eq(companyUsers.user_id, userId), eq(companies.is_active, true)))
    .limit(2);
  return rows.length === 1 ? { type: 'company', ...rows[0] } : null;
}

/** One incident per admin, target and token, however many requests the impersonation makes. */
async function recordImpersonation(db: Executor, actor: Actor): Promise<void> {
  const target = actor.userScope
    ? `users:${actor.userScope.uuid}|user`
    : `companies:${actor.scope?.uuid}|company`;
  const tokenId = String(actor.token?.id ?? 0);
  await db.execute(sql`
    insert into incidents (tenant_id, event, user_id, company_id, target, data)
    select ${actor.tenantId}, 'impersonation', ${actor.user!.id}, ${actor.scope?.id ?? null}, ${target},
      jsonb_build_object('token_id', ${tokenId}::text)
    where not exists (
      select 1 from incidents where event = 'impersonation' and user_id = ${actor.user!.id}
        and target = ${target} and data->>'token_id' = ${tokenId})`);
}
