import { mediaSignature, validMediaSignature } from './media-url.ts';

/**
 * The public embed page of a media item (spec §2 `/media/:media/embed?expires&signature`): a link the server
 * hands to whoever may read the item, to paste into another page. It is signed like the media source, for the
 * variant name `embed`, and lives longer (an embed is pasted once and viewed for days): until the end of the
 * seventh day after it was made, rounded to whole days so it stays the same within a day.
 */
const embedVariant = 'embed';
const daySeconds = 86_400;
const lifetimeDays = 7;

export function signedEmbedUrl(secret: string, now: Date, uuid: string): string {
  const expires = (Math.floor(now.getTime() / 1000 / daySeconds) + lifetimeDays + 1) * daySeconds;
  const signature = mediaSignature(secret, uuid, embedVariant, expires);
  return `/media/${encodeURIComponent(uuid)}/embed?expires=${expires}&signature=${signature}`;
}

export function validEmbedSignature(
  secret: string,
  now: Date,
  request: { uuid: string; expires: string; signature: string },
): boolean {
  return validMediaSignature(secret, now, { ...request, variant: embedVariant });
}
