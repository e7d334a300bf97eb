import { createHash } from 'node:crypto';
import type { LoginResponseItem } from '@academy/contracts/entities/auth';
import { readCustomUserFields } from '@academy/contracts/entities/custom-user-field';
import {
  isSignInProvider,
  type ProviderLoginRequest,
  type SignInProvider,
} from '@academy/contracts/operations/auth-providers';
import { and, eq, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Executor } from '../../../db/client.ts';
import { inboxEvents } from '../../../db/schema/inbox.ts';
import {
  type CompanySettings,
  companies,
  companyUsers,
  departments,
  departmentUsers,
  incidents,
  users,
} from '../../../db/schema/tenancy.ts';
import { sameSecret } from '../../../platform/auth/constant-time.ts';
import { HttpError } from '../../../platform/http/http-error.ts';
import type { Services } from '../../../platform/services.ts';
import { linksByProviderAddress } from '../auth.policy.ts';
import { findCompanyByReference } from '../company-reference.ts';
import { activeMemberships, companyFqmi, type Membership, signIn } from '../sign-in.service.ts';
import { entraApplication, entraClient, facebookClient, redirectUri } from './provider-clients.ts';
import { flowTtlSeconds, type SignInFlow } from './sign-in-flow.ts';
import { usedStateSource } from './used-states.ts';

export const invalidProvider = () =>
  new HttpError(422, 'auth.invalid_provider', { provider: ['auth.invalid_provider'] });
const unavailable = () =>
  new HttpError(422, 'auth.provider_unavailable', { provider: ['auth.provider_unavailable'] });
/** A missing, changed, expired or already used flow (state): start again. */
const expired = () => new HttpError(422, 'auth.provider_expired', { code: ['auth.provider_expired'] });
/**
 * One answer for every other refusal — the provider refused the code, the id token failed a check, no account
 * may be used or made, the account is disabled — so nothing tells accounts apart.
 */
const failed = () => new HttpError(422, 'auth.provider_failed', { code: ['auth.provider_failed'] });

type CompanyRow = typeof companies.$inferSelect;

/** The switch and the initial department (spec §3 company settings) of each provider. */
const companySetting = {
  azure: { on: 'azure_login', department: 'azure_department_id' },
  facebook: { on: 'facebook_login', department: 'facebook_department_id' },
} as const satisfies Record<SignInProvider, { on: keyof CompanySettings; department: keyof CompanySettings }>;

const providerAllowed = (provider: SignInProvider, settings: CompanySettings) =>
  settings[companySetting[provider].on] === true;

export function checkedProvider(value: string): SignInProvider {
  if (!isSignInProvider(value)) throw invalidProvider();
  return value;
}

/** The OpenID client for a provider and company; refused when the provider is not set up for it. */
async function clientFor(
  services: Services,
  provider: SignInProvider,
  company: CompanyRow | null,
): Promise<oidc.Configuration> {
  const settings = services.config.signInProviders;
  if (company && !(company.is_active && providerAllowed(provider, company.settings))) throw unavailable();
  if (provider === 'facebook') {
    const client = facebookClient(settings);
    if (!client) throw unavailable();
    return client;
  }
  // Entra ID is each company's own application: Microsoft sign-in is always for one company.
  const app = company ? entraApplication(services.config.appSecret, company.settings) : null;
  if (!app) throw unavailable();
  return entraClient(settings, app).catch(() => {
    throw failed();
  });
}

/**
 * Starts a provider sign-in: the provider's authorization address (authorization code with state, nonce and
 * PKCE S256) and the flow to keep in the browser's sealed cookie until the callback.
 */
export async function startSignIn(
  services: Services,
  input: { provider: SignInProvider; tenantId: number; company?: string },
): Promise<{ url: string; flow: SignInFlow }> {
  const company = input.company
    ? await findCompanyByReference(services.db, input.tenantId, input.company)
    : null;
  if (input.company && !company) throw unavailable();
  const client = await clientFor(services, input.provider, company);
  const flow: SignInFlow = {
    provider: input.provider,
    tenantId: input.tenantId,
    companyId: company?.id ?? null,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    expiresAt: services.clock.now().getTime() + flowTtlSeconds * 1000,
  };
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: redirectUri(services.config, input.provider),
    response_type: 'code',
    scope: 'openid email profile',
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, flow };
}

/** A refused sign-in in the audit trail (DESIGN §9): which provider, why, from where; no person is named. */
export async function recordRefusal(
  services: Services,
  input: { tenantId: number; provider: string; companyId: number | null; reason: string; ip: string },
): Promise<void> {
  await services.db.insert(incidents).values({
    tenant_id: input.tenantId,
    event: 'login_refused',
    user_id: null,
    company_id: input.companyId,
    target: null,
    data: { method: input.provider, reason: input.reason, ip: input.ip },
  });
}

type Refusal = HttpError & { reason?: string };
const because = (error: HttpError, reason: string): Refusal => Object.assign(error, { reason });

/**
 * Finishes a provider sign-in (spec §7 POST /auth/login/{provider}): the callback's state against the flow's,
 * the state used up once (the inbox, keyed by its hash), the code exchanged by openid-client (PKCE verifier;
 * the id token's signature, issuer, audience, expiry and nonce are checked there), then the person found by
 * the provider's subject or linked by a verified address, or made in the company's initial department.
 */
export async function finishSignIn(
  services: Services,
  input: ProviderLoginRequest & {
    provider: SignInProvider;
    tenantId: number;
    ip: string;
    flow: SignInFlow | null;
  },
): Promise<LoginResponseItem> {
  const { flow } = input;
  const now = services.clock.now();
  if (!flow || flow.provider !== input.provider || flow.tenantId !== input.tenantId)
    throw because(expired(), 'flow_missing');
  if (flow.expiresAt <= now.getTime()) throw because(expired(), 'flow_expired');
  if (!sameSecret(flow.state, input.state)) throw because(expired(), 'state_mismatch');

  const company = flow.companyId
    ? ((await services.db.select().from(companies).where(eq(companies.id, flow.companyId)))[0] ?? null)
    : null;
  if (input.fqmi && (!company || input.fqmi.toLowerCase() !== companyFqmi(company).toLowerCase()))
    throw because(failed(), 'company_mismatch');
  const client = await clientFor(services, input.provider, company);

  // Used up before the code is sent anywhere: one state signs in once, also when two callbacks race.
  const [fresh] = await services.db
    .insert(inboxEvents)
    .values({
      tenant_id: input.tenantId,
      source: usedStateSource(input.provider),
      event_id: createHash('sha256').update(flow.state).digest('hex'),
      payload: { company_id: flow.companyId },
      processed_at: now.toISOString(),
      result: null,
    })
    .onConflictDoNothing({ target: [inboxEvents.source, inboxEvents.event_id] })
    .returning({ id: inboxEvents.id });
  if (!fresh) throw because(expired(), 'state_replayed');

  const callback = new URL(redirectUri(services.config, input.provider));
  callback.searchParams.set('code', input.code);
  callback.searchParams.set('state', input.state);
  if (input.iss) callback.searchParams.set('iss', input.iss);
  let claims: oidc.IDToken;
  try {
    const tokens = await oidc.authorizationCodeGrant(client, callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims()!;
  } catch (error) {
    const code = (error as { code?: string; error?: string }).error ?? (error as { code?: string }).code;
    throw because(failed(), `token:${code ?? 'refused'}`);
  }
  return signInPerson(services, { ...input, company, claims, now });
}

type Claims = {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
};

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

async function signInPerson(
  services: Services,
  input: {
    provider: SignInProvider;
    tenantId: number;
    ip: string;
    company: CompanyRow | null;
    claims: Claims;
    now: Date;
  },
): Promise<LoginResponseItem> {
  const { provider, tenantId, company, claims } = input;
  const idColumn = provider === 'azure' ? users.azure_id : users.facebook_id;
  const subject = text(claims.sub, 100);
  const email = text(claims.email, 255).toLowerCase();
  const verified = claims.email_verified === true && /^[^@\s]+@[^@\s]+$/.test(email);

  return services.db.transaction(async (tx) => {
    const [bySubject] = subject
      ? await tx
          .select()
          .from(users)
          .where(and(eq(users.tenant_id, tenantId), eq(idColumn, subject)))
      : [];
    let user = bySubject ?? null;
    let created = false;
    if (!user) {
      if (!verified) throw because(failed(), 'email_not_verified');
      const [byEmail] = await tx
        .select()
        .from(users)
        .where(and(eq(users.tenant_id, tenantId), sql`lower(${users.email}) = ${email}`));
      if (byEmail) {
        // Linked by a verified address only; never an administrator's account, and a company's own directory
        // only links its own members (a directory cannot claim the accounts of people of other companies).
        if (!linksByProviderAddress(byEmail.role)) throw because(failed(), 'link_refused');
        if (provider === 'azure' && !(await isMember(tx, company!.id, byEmail.id)))
          throw because(failed(), 'link_refused');
        await tx
          .update(users)
          .set({ [provider === 'azure' ? 'azure_id' : 'facebook_id']: subject })
          .where(eq(users.id, byEmail.id));
        user = byEmail;
      } else {
        // A newcomer: only through a company that takes them (its initial department).
        if (!company) throw because(failed(), 'no_company');
        const [made] = await tx
          .insert(users)
          .values({
            tenant_id: tenantId,
            first_name: text(claims.given_name, 100) || text(claims.name, 100).split(' ')[0] || '',
            last_name: text(claims.family_name, 100),
            email,
            email_verified_at: input.now.toISOString(),
            [provider === 'azure' ? 'azure_id' : 'facebook_id']: subject,
          })
          .returning();
        user = made;
        created = true;
      }
    }
    if (!user.is_active) throw because(failed(), 'inactive');
    if (company && !(await isMember(tx, company.id, user.id))) {
      if (!created && provider === 'azure' && bySubject) throw because(failed(), 'not_member');
      await joinCompany(tx, tenantId, user.id, company, provider);
    }
    const memberships = await activeMemberships(tx, user.id);
    // Without a company (Facebook on /login): only where one of the person's companies allows Facebook.
    if (!company && !memberships.some((m) => providerAllowed(provider, m.settings)))
      throw because(failed(), 'not_allowed');
    const scope: Membership | CompanyRow | null =
      company ?? (memberships.length === 1 ? memberships[0] : null);
    return signIn(tx, {
      tenantId,
      user,
      method: provider,
      company: scope,
      numCompanies: memberships.length,
      ttlMinutes: services.config.tokenTtlMinutes,
      now: input.now,
      ip: input.ip,
      additional: company ? additionalFor(company, user) : null,
    });
  });
}

/** spec §4: a provider's newcomer (or a member missing required answers) completes register-additional. */
function additionalFor(
  company: CompanyRow,
  user: { first_name: string; last_name: string; custom_fields: Record<string, string> },
): LoginResponseItem['additional'] {
  const missingAnswer = readCustomUserFields(company.settings.custom_user_fields).some(
    (field) =>
      field.required && !(Object.hasOwn(user.custom_fields, field.key) && user.custom_fields[field.key]),
  );
  return {
    company: companyFqmi(company),
    registration_additional_required: missingAnswer || !user.first_name || !user.last_name,
  };
}

async function isMember(db: Executor, companyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companyUsers.user_id })
    .from(companyUsers)
    .where(and(eq(companyUsers.company_id, companyId), eq(companyUsers.user_id, userId)));
  return Boolean(row);
}

/** Membership of the company and of its initial department for this provider (when it names an active one). */
async function joinCompany(
  db: Executor,
  tenantId: number,
  userId: number,
  company: CompanyRow,
  provider: SignInProvider,
): Promise<void> {
  await db.insert(companyUsers).values({ tenant_id: tenantId, company_id: company.id, user_id: userId });
  const departmentId = company.settings[companySetting[provider].department];
  if (typeof departmentId !== 'number') return;
  const [department] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.id, departmentId),
        eq(departments.company_id, company.id),
        eq(departments.is_active, true),
      ),
    );
  if (department)
    await db
      .insert(departmentUsers)
      .values({ tenant_id: tenantId, department_id: department.id, user_id: userId });
}
