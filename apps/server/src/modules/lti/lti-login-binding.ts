import { sameSecret } from '../../platform/auth/constant-time.ts';
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
 * The launch's one-use code (or deep link's) stays bound to the same browser: with storage, the page hands the
 * value to the exchange again; with a cookie, the launch's answer puts the value into a cookie of the code
 * (`codeBindingCookie`, sent to the academy pages' LTI calls only), which the exchange checks. A code copied
 * into another browser is refused there.
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
  const value = bindingCookieValue(cookieHeader, state);
  return value ? hashToken(value) : null;
}

/** The login cookie's value the request carries for `state`, or null. */
export function bindingCookieValue(cookieHeader: string | undefined, state: string): string | null {
  return cookieValue(cookieHeader, bindingCookieName(state));
}

/** The cookie that binds a launch's code to the browser (one per code), sent only to the pages' LTI calls. */
export const codeCookieName = (code: string) => `academy_ltic_${hashToken(code).slice(0, 16)}`;
const codeCookiePath = '/api/v1/lti';

export function codeBindingCookie(code: string, value: string, maxAgeSeconds: number): string {
  return `${codeCookieName(code)}=${value}; Path=${codeCookiePath}; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=None; Partitioned`;
}

/** How a code row is bound: the hash of the value, and where the browser shows it (its cookie, or the body). */
export type CodeBinding = { binding_hash?: unknown; binding_kind?: unknown };

/**
 * Whether the request is the browser a launch's code is bound to: the value it shows (the code's cookie, or the
 * one read back from the platform's storage and sent in the body) has the code's hash. A code bound to nothing
 * is refused too.
 */
export function holdsCodeBinding(
  data: CodeBinding,
  request: { code: string; cookieHeader: string | undefined; given: string | undefined },
): boolean {
  const bound = data.binding_hash;
  if (typeof bound !== 'string') return false;
  // Codes of before the kind was kept are all bound through the platform's storage.
  const given =
    data.binding_kind === 'cookie'
      ? cookieValue(request.cookieHeader, codeCookieName(request.code))
      : request.given;
  return Boolean(given) && sameSecret(hashToken(given as string), bound);
}

/** The key the value is kept under in the platform's storage: one per login, as the 1EdTech examples do. */
export const storageKey = (state: string) => `academy_state_${hashToken(state).slice(0, 32)}`;
