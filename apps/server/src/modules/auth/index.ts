/**
 * The auth module's public face: what account changes elsewhere (users' settings, e-mail changes and
 * invitations) share with sign-in — throttling and incident records of guest calls, one-time tokens (links in
 * mails) and password-reset links, the company named in a sign-in call.
 */
export { recordAuthIncident } from './auth-incidents.ts';
export { throttleAuthCall } from './auth-rate-limits.ts';
export { findCompanyByReference } from './company-reference.ts';
export {
  issueLoginCode,
  liveLoginCodes,
  revokeLoginCode,
  singleUseCodeTtlDays,
} from './login-codes.ts';
export { authModule } from './manifest.ts';
export { consumeToken, findLiveToken, issueOneTimeToken, voidAccountTokens } from './one-time-tokens.ts';
export {
  accountSetupTtlDays,
  issueAccountSetupLink,
  // Queues a reset mail without a request (the mail benchmark, bench/mail-throughput.ts).
  queuePasswordResetRequest,
  requestPasswordReset,
} from './password-reset.service.ts';
export { assertEntraCredentials, withEntraSecret } from './provider-sign-in/entra-settings.ts';
// Partner sign-in (modules/partner-sign-in) ends in the common sign-in step too; partner and SCORM sign-ins,
// processed through the inbox, with a token the request made (only its hash goes into the event).
export {
  activeMemberships,
  companyFqmi,
  type SignedInWithoutToken,
  signIn,
  signInPersonColumns,
  signInWithTokenHash,
} from './sign-in.service.ts';
