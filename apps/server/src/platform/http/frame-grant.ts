import { openSecret, sealSecret } from '../auth/sealed-secret.ts';
import { cookieValue } from './cookies.ts';

/**
 * A frame grant: what lets an external platform (an LMS that launched a learner by SCORM or LTI) frame the
 * academy's pages after the launch, also on a full reload inside its frame, where no bearer token travels with
 * the document request. It names the launch's registration (`lti:<id>` or `scorm:<company uuid>`), never an
 * origin: the origin is read from the database on every use, so switching the registration off ends it.
 *
 * Kept in a sealed, httpOnly cookie that is `Partitioned` (CHIPS) and `SameSite=None; Secure`: inside the
 * platform's frame it lives in the platform site's partition only, so the academy opened anywhere else (its own
 * tab, another site's frame) never carries it. Where a browser refuses the cookie, a reload inside the frame
 * falls back to our own policy (the page is refused there), never to a wider one.
 */
export const frameGrantCookieName = 'academy_frame';
const purpose = 'frame-grant';

export function frameGrantCookie(appSecret: string, grant: string, now: Date, ttlSeconds: number): string {
  const value = sealSecret(
    appSecret,
    purpose,
    JSON.stringify({ g: grant, e: now.getTime() + ttlSeconds * 1000 }),
  );
  return `${frameGrantCookieName}=${value}; Path=/; Max-Age=${ttlSeconds}; HttpOnly; Secure; SameSite=None; Partitioned`;
}

/** The grant of the request's cookie header, or null: none, changed, sealed with another key, or expired. */
export function readFrameGrant(
  appSecret: string,
  cookieHeader: string | undefined,
  now: Date,
): string | null {
  const raw = cookieValue(cookieHeader, frameGrantCookieName);
  const opened = raw ? openSecret(appSecret, purpose, raw) : null;
  if (!opened) return null;
  try {
    const { g, e } = JSON.parse(opened) as { g?: unknown; e?: unknown };
    return typeof g === 'string' && typeof e === 'number' && e > now.getTime() ? g : null;
  } catch {
    return null;
  }
}
