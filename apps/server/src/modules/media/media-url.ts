import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed media URL stays the same for this long (so the browser cache works) and lives one more window. */
const windowSeconds = 3600;

/** The HMAC of one media variant until `expires` (seconds); the other signed links reuse it with their own variant. */
export const mediaSignature = (secret: string, uuid: string, variant: string, expires: number) =>
  createHmac('sha256', secret).update(`media:${uuid}/${variant}/${expires}`).digest('base64url');

/**
 * The media source (spec §7 `/api/v1/media/{uuid}/{variant}`) signed with the app secret. Browsers load
 * `<img src>` and `<video src>` without the bearer header, so the item presenting the media hands out this
 * short-lived link to whoever may read that item.
 */
export function signedMediaUrl(secret: string, now: Date, uuid: string, variant = 'original'): string {
  const expires = (Math.floor(now.getTime() / 1000 / windowSeconds) + 2) * windowSeconds;
  const path = `/api/v1/media/${encodeURIComponent(uuid)}/${encodeURIComponent(variant)}`;
  return `${path}?expires=${expires}&signature=${mediaSignature(secret, uuid, variant, expires)}`;
}

/** Whether `expires` and `signature` of a media request are ours and not yet expired. */
export function validMediaSignature(
  secret: string,
  now: Date,
  request: { uuid: string; variant: string; expires: string; signature: string },
): boolean {
  const expires = Number(request.expires);
  if (!Number.isInteger(expires) || expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(mediaSignature(secret, request.uuid, request.variant, expires));
  const given = Buffer.from(request.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
