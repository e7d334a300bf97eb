import { generateToken, hashToken } from '../../platform/auth/token-hash.ts';
import { cookieValue } from '../../platform/http/cookies.ts';

/**
 * What binds an LTI launch to the browser that started its login (login CSRF: without it, anyone could hand a
 * victim's browser their own launch and sign the victim in as themselves). A random value is given to that
 * browser only, and its hash kept with the login's state:
 * - `storage`: the platform offers its storage (`lti_storage_target`, 1EdTech "Client Side postMessages"). The
 *   academy's login page puts the value there with `lti.put_data`; the launch page reads it back with
 *   `lti.get_data` and hands it to the exchange, which checks it. No cookie at all.
 * - `cookie`: no storage offered. The value goes into a short-lived cookie of the login, `SameSite=None; Secure;
 *   Partitioned` (CHIPS: inside the platform's frame it lives in the platform site's partition, which is also
 *   where the launch's form post comes from), checked when the platform posts the launch.
 */
export type LoginBinding =
  | { kind: 'storage'; hash: string; target: string; platform: string; key: string }
  | { kind: 'cookie'; hash: string };

/** One cookie per login, so two launches in two frames of one platform do not overwrite each other's value. */
export const bindingCookieName = (state: string) => `academy_lti_${hashToken(state).slice(0, 16)}`;
const bindingCookiePath = '/api/lti/launch';

export function newBindingValue(): { value: string; hash: string } {
  const value = generateToken();
  return { value, hash: hashToken(value) };
}

export function bindingCookie(state: string, value: string, maxAgeSeconds: number): string {
  return `${bindingCookieName(state)}=${value}; Path=${bindingCookiePath}; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=None; Partitioned`;
}

/** The hash of the login cookie's value the request carries for `state`, or null. */
export function bindingCookieHash(cookieHeader: string | undefined, state: string): string | null {
  const value = cookieValue(cookieHeader, bindingCookieName(state));
  return value ? hashToken(value) : null;
}

/** The key the value is kept under in the platform's storage: one per login, as the 1EdTech examples do. */
export const storageKey = (state: string) => `academy_state_${hashToken(state).slice(0, 32)}`;
