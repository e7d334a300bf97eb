import { href, routes } from '@academy/contracts/routes';

/**
 * The page a signed-out visitor asked for, carried through sign-in as `?redirect=` (decisions.md "Deep
 * links"). Only a path of this application may come back out: anything that could leave the origin (an
 * open redirect) or loop back into sign-in is dropped, and the caller falls back to the dashboard.
 */
export const RETURN_PARAM = 'redirect';

const MAX_LENGTH = 2000;
/** A base that can never be ours: a value that resolves to any other origin is rejected. */
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * The first segments of the sign-in and sign-up pages (guest `auth.` routes; the e-mail change confirmation
 * also works signed in): returning to one of them would only show the form again.
 */
const SIGN_IN_PATHS = routes
  .filter(
    (route) => route.guest && route.name.startsWith('auth.') && route.name !== 'auth.verify-email-update',
  )
  .map((route) => `/${route.path.split('/')[1]}`);

const isSignInPath = (path: string) =>
  SIGN_IN_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * `value` as a same-origin path with its query and hash, or null. Rejects protocol-relative (`//host`) and
 * backslash forms (`/\host`, which browsers read as `//host`), schemes (`javascript:`, `https:`), control
 * characters and whitespace (the URL parser strips tabs and newlines, so `/\t/host` would become `//host`).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (isSignInPath(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** The requested page worth returning to: the dashboard and the root need no parameter. */
export function returnPathFor(requested: string): string | null {
  const path = safeReturnPath(requested);
  if (!path || path === href('root') || path === href('academy.dashboard.index')) return null;
  return path;
}
