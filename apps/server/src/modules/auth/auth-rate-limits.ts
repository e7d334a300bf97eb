import type { Config } from '../../config.ts';
import type { RateLimitRule } from '../../platform/auth/rate-limit.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';

/** The sign-in and reset paths that are throttled (DESIGN §9), each with its own counters. */
export type ThrottledAction = 'login' | 'register' | 'reset-request' | 'reset' | 'email-update';

/**
 * One address may be tried `loginRateLimit` times per window from one IP. The IP as a whole gets five
 * times that, so a flood across many addresses is stopped while a classroom behind one NAT can still
 * sign in at nine o'clock.
 */
const perIpMultiplier = 5;

/** The address is hashed: the key stays short and no e-mail address is kept in the counters table. */
export function perAddressKey(action: ThrottledAction, tenantId: number, ip: string, email: string): string {
  return `${action}:t${tenantId}:ip:${ip}:email:${hashToken(email.trim().toLowerCase()).slice(0, 32)}`;
}

export function authRateLimits(
  config: Config,
  input: { action: ThrottledAction; tenantId: number; ip: string; email?: string },
): RateLimitRule[] {
  const windowSeconds = config.rateLimitWindowSeconds;
  const rules: RateLimitRule[] = [
    {
      key: `${input.action}:t${input.tenantId}:ip:${input.ip}`,
      limit: config.loginRateLimit * perIpMultiplier,
      windowSeconds,
    },
  ];
  if (input.email !== undefined) {
    rules.push({
      key: perAddressKey(input.action, input.tenantId, input.ip, input.email),
      limit: config.loginRateLimit,
      windowSeconds,
    });
  }
  return rules;
}
