import type { LoginResponseItem } from '@academy/contracts/entities/auth';
import type { LoginWithCodeRequest } from '@academy/contracts/entities/login-code';
import { HttpError } from '../../platform/http/http-error.ts';
import type { Services } from '../../platform/services.ts';
import { findCompanyByReference } from './company-reference.ts';
import { spendLoginCode } from './login-codes.ts';
import { type Membership, signIn } from './sign-in.service.ts';
import { findUserWithMemberships } from './user-by-email.ts';

/**
 * One answer for every refusal (no such address, disabled account, PIN sign-in off, wrong, used or expired
 * code), so neither addresses nor codes can be probed.
 */
export const codeFailed = () => new HttpError(422, 'auth.code_failed', { value: ['auth.code_failed'] });

/**
 * PIN sign-in (spec §7 POST /auth/login/code). Allowed for a person with a company that has `pin_login` on:
 * the company named on /login/:company, else any of theirs. The scope is chosen as for password sign-in (the
 * named company, or the only one), and the sign-in ends in the common `signIn` with method `code`.
 */
export async function loginWithCode(
  services: Services,
  input: LoginWithCodeRequest & { tenantId: number; ip: string; clearCounter: string },
): Promise<LoginResponseItem> {
  const found = await findUserWithMemberships(services, input.tenantId, input.email);
  if (!found?.user.is_active) throw codeFailed();
  const { user, memberships } = found;
  const named = input.company ? await namedMembership(services, input, memberships) : null;
  const allowed = named ? named.settings.pin_login : memberships.some((m) => m.settings.pin_login);
  if (!allowed) throw codeFailed();
  const scopeCompany = named ?? (memberships.length === 1 ? memberships[0] : null);

  const now = services.clock.now();
  const signedIn = await services.db.transaction(async (tx) => {
    // A wrong code is counted (and this transaction commits) before the refusal is thrown below.
    if (!(await spendLoginCode(tx, { userId: user.id, value: input.value, now }))) return null;
    return signIn(tx, {
      tenantId: input.tenantId,
      user,
      method: 'code',
      company: scopeCompany,
      numCompanies: memberships.length,
      ttlMinutes: services.config.tokenTtlMinutes,
      now,
      ip: input.ip,
      clearCounter: input.clearCounter,
    });
  });
  if (!signedIn) throw codeFailed();
  return signedIn;
}

async function namedMembership(
  services: Services,
  input: { tenantId: number; company?: string },
  memberships: Membership[],
): Promise<Membership> {
  const company = await findCompanyByReference(services.db, input.tenantId, input.company!);
  const membership = company ? memberships.find((m) => m.id === company.id) : undefined;
  if (!membership) throw codeFailed();
  return membership;
}
