import type { Config } from '../../config.ts';
import { consumeRateLimits, type RateLimitRule } from '../../platform/auth/rate-limit.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import type { Services } from '../../platform/services.ts';

/** The sign-in and reset paths that are throttled (DESIGN §9), each with its own counters. */
export type ThrottledAction =
  | 'login'
  | 'login-code'
  | 'login-code-request'
  | 'partner-login'
  | 'register'
  | 'reset-request'
  | 'reset'
  | 'email-update'
  | 'company-invitation'
  | 'provider-login'
  | 'lti';

/**
 * Three counters per call:
 * - one address from one IP: `loginRateLimit` per window (the one a mistyping user meets);
 * - one IP, whatever the address: five times that, so a flood across many addresses is stopped while a
 *   classroom behind one NAT can still sign in at nine o'clock;
 * - one address, whatever the IP: five times that, a backstop against guessing (or mail-bombing) one
 *   account from many IPs or from forged X-Forwarded-For values.
 */
const wideMultiplier = 5;

/** Addresses are hashed: keys stay short and no e-mail address is kept in the counters table. */
const addressHash = (email: string) => hashToken(email.trim().toLowerCase()).slice(0, 32);

export function perAddressKey(action: ThrottledAction, tenantId: number, ip: string, email: string): string {
  return `${action}:t${tenantId}:ip:${ip}:email:${addressHash(email)}`;
}

export function authRateLimits(
  config: Config,
  input: { action: ThrottledAction; tenantId: number; ip: string; email?: string },
): RateLimitRule[] {
  const { action, tenantId, ip, email } = input;
  const windowSeconds = config.rateLimitWindowSeconds;
  const wideLimit = config.loginRateLimit * wideMultiplier;
  const rules: RateLimitRule[] = [
    { key: `${action}:t${tenantId}:ip:${ip}`, limit: wideLimit, windowSeconds },
  ];
  if (email !== undefined) {
    rules.push(
      { key: perAddressKey(action, tenantId, ip, email), limit: config.loginRateLimit, windowSeconds },
      { key: `${action}:t${tenantId}:email:${addressHash(email)}`, limit: wideLimit, windowSeconds },
    );
  }
  return rules;
}

/**
 * Counts one call of a throttled path against its counters (the request's tenant and IP, and the address when
 * the call names one); 429 with Retry-After when any is over its limit.
 */
export function throttleAuthCall(
  services: Pick<Services, 'db' | 'config' | 'clock'>,
  request: { tenant: { id: number }; ip: string },
  action: ThrottledAction,
  email?: string,
): Promise<void> {
  const rules = authRateLimits(services.config, {
    action,
    tenantId: request.tenant.id,
    ip: request.ip,
    email,
  });
  return consumeRateLimits(services.db, rules, services.clock.now());
}
