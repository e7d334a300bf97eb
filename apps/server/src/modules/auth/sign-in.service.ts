import { fqmi } from '@academy/contracts/common/base';
import type { LoginResponseItem } from '@academy/contracts/entities/auth';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type CompanySettings, companies, companyUsers, users } from '../../db/schema/tenancy.ts';
import { issueAccessToken, type LaunchSource } from '../../platform/auth/tokens.ts';
import { recordAuthIncident } from './auth-incidents.ts';

export type Membership = { id: number; uuid: string; slug: string; settings: CompanySettings };

/** The user's memberships in active companies (an inactive company is as if it were not there). */
export async function activeMemberships(db: Executor, userId: number): Promise<Membership[]> {
  return db
    .select({ id: companies.id, uuid: companies.uuid, slug: companies.slug, settings: companies.settings })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(and(eq(companyUsers.user_id, userId), eq(companies.is_active, true)))
    .orderBy(companies.name);
}

export const companyFqmi = (company: { uuid: string }) => fqmi('companies', company.uuid, 'company');

const isoOrNull = (value: string | null) => (value === null ? null : new Date(value).toISOString());

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
};

/**
 * The common end of every sign-in path (DESIGN §5): issues the token, records the 'login' incident and
 * moves last_login_at, answering with the spec §3 login response. last_login_at in the answer is the
 * previous value, so a first sign-in answers null and the web adds welcome=true (spec §4).
 * Run it inside the caller's transaction so a failed step leaves nothing behind.
 */
export async function signIn(db: Executor, input: SignInInput): Promise<LoginResponseItem> {
  const issued = await issueAccessToken(db, {
    tenantId: input.tenantId,
    userId: input.user.id,
    method: input.method,
    companyId: input.company?.id ?? null,
    launch: input.launch ?? null,
    ttlMinutes: input.ttlMinutes,
    now: input.now,
  });
  await db.update(users).set({ last_login_at: input.now.toISOString() }).where(eq(users.id, input.user.id));
  await recordAuthIncident(db, {
    tenantId: input.tenantId,
    event: 'login',
    user: input.user,
    companyId: input.company?.id ?? null,
    data: {
      method: input.method,
      ip: input.ip,
      token_id: issued.id,
      ...(input.launch ? { launch: { via: input.launch.via, source_id: input.launch.sourceId } } : {}),
    },
  });
  return {
    access_token: issued.token,
    expires_at: issued.expiresAt.toISOString(),
    last_login_at: isoOrNull(input.user.last_login_at),
    num_companies: input.numCompanies,
    purchase_product_uuid: input.purchaseProductUuid ?? null,
    redirect_handshake: null,
    course: null,
    scope: input.company ? companyFqmi(input.company) : null,
    additional: input.additional ?? null,
  };
}
