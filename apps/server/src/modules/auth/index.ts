/**
 * The auth module's public face: what account changes elsewhere (users' settings and invitations) share with
 * sign-in — throttling and incident records of guest calls, password-reset and e-mail-update tokens.
 */
export { recordAuthIncident } from './auth-incidents.ts';
export { throttleAuthCall } from './auth-rate-limits.ts';
export { findCompanyByReference } from './company-reference.ts';
export { issueEmailUpdateToken } from './email-update.service.ts';
export {
  accountSetupTtlDays,
  issueAccountSetupLink,
  requestPasswordReset,
} from './password-reset.service.ts';
export { companyFqmi } from './sign-in.service.ts';
