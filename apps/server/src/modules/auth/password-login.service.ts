import type { LoginRequest, LoginResponseItem } from '@academy/contracts/entities/auth';
import { verifyDummyPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import type { Services } from '../../platform/services.ts';
import { signsInWithPasswordEverywhere } from './auth.policy.ts';
import { findCompanyByReference } from './company-reference.ts';
import { type Membership, signIn } from './sign-in.service.ts';
import { findUserWithMemberships } from './user-by-email.ts';

/** One answer for "no such address", "no password" and "wrong password", so addresses cannot be probed. */
const authFailed = () => new HttpError(422, 'auth.failed', { email: ['auth.failed'] });

/**
 * Email and password sign-in (spec §7 POST /auth/login). The password is checked before anything that
 * could tell accounts apart, and an unknown address costs the same argon2id work as a known one.
 */
export async function loginWithPassword(
  services: Services,
  input: LoginRequest & { tenantId: number; ip: string; clearCounter: string },
): Promise<LoginResponseItem> {
  const found = await findUserWithMemberships(services, input.tenantId, input.email);
  const user = found?.user;
  if (!user?.password_hash) {
    await verifyDummyPassword(input.password);
    throw authFailed();
  }
  if (!(await verifyPassword(user.password_hash, input.password))) throw authFailed();
  // Only someone who knows the password learns that the account is disabled.
  if (!user.is_active) throw new HttpError(422, 'auth.inactive', { email: ['auth.inactive'] });

  const memberships = found.memberships;
  const company = input.company
    ? await namedMembership(services, input.tenantId, input.company, memberships)
    : null;
  const scopeCompany = company ?? (memberships.length === 1 ? memberships[0] : null);
  if (scopeCompany && !scopeCompany.settings.password_login && !signsInWithPasswordEverywhere(user.role)) {
    throw new HttpError(422, 'auth.password_login_disabled', { email: ['auth.password_login_disabled'] });
  }

  const now = services.clock.now();
  // signIn writes in one statement: no transaction needed around it.
  return signIn(services.db, {
    tenantId: input.tenantId,
    user,
    method: 'password',
    company: scopeCompany,
    numCompanies: memberships.length,
    ttlMinutes: services.config.tokenTtlMinutes,
    now,
    ip: input.ip,
    clearCounter: input.clearCounter,
  });
}

/** The company named on /login/:company, only if the user belongs to it; otherwise the same failure. */
async function namedMembership(
  services: Services,
  tenantId: number,
  reference: string,
  memberships: Membership[],
): Promise<Membership> {
  const company = await findCompanyByReference(services.db, tenantId, reference);
  const membership = company ? memberships.find((m) => m.id === company.id) : undefined;
  if (!membership) throw authFailed();
  return membership;
}
