import type { SignInProvider } from '@academy/contracts/operations/auth-providers';
import type { Config } from '../../../config.ts';
import { openSecret, sealSecret } from '../../../platform/auth/sealed-secret.ts';
import { cookieValue } from '../../../platform/http/cookies.ts';

/**
 * What a started provider sign-in must remember until its callback (state, nonce, PKCE verifier, provider,
 * company): kept in the browser in a sealed (AES-GCM), httpOnly, SameSite=Lax cookie for ten minutes, so no row
 * is written for a sign-in that is never finished. The state is also used up server-side on its first use
 * (the inbox), so a replayed callback is refused even with the cookie.
 */
export type SignInFlow = {
  provider: SignInProvider;
  tenantId: number;
  companyId: number | null;
  state: string;
  nonce: string;
  verifier: string;
  /** Epoch milliseconds. */
  expiresAt: number;
};

export const flowCookieName = 'academy_sign_in_flow';
export const flowTtlSeconds = 600;
const purpose = 'provider-sign-in-flow';
/** Sent only to the sign-in calls (start and callback), never to the rest of the API. */
const cookiePath = '/api/v1/auth/login';

export function flowCookie(config: Pick<Config, 'appSecret' | 'publicUrl'>, flow: SignInFlow): string {
  const value = sealSecret(config.appSecret, purpose, JSON.stringify(flow));
  return cookieHeader(config, value, flowTtlSeconds);
}

/** The Set-Cookie header that removes the flow's cookie (its callback has been used, well or not). */
export const clearedFlowCookie = (config: Pick<Config, 'publicUrl'>) => cookieHeader(config, '', 0);

function cookieHeader(config: Pick<Config, 'publicUrl'>, value: string, maxAge: number): string {
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${flowCookieName}=${value}; Path=${cookiePath}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** The flow in the request's cookie header, or null when there is none or it was changed. */
export function readFlow(
  config: Pick<Config, 'appSecret'>,
  cookieHeaderValue: string | undefined,
): SignInFlow | null {
  const raw = cookieValue(cookieHeaderValue, flowCookieName);
  if (!raw) return null;
  const opened = openSecret(config.appSecret, purpose, raw);
  if (!opened) return null;
  try {
    return JSON.parse(opened) as SignInFlow;
  } catch {
    return null;
  }
}
