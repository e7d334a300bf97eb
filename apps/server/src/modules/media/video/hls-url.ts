import { signedMediaUrl, validMediaSignature } from '../media-url.ts';

/**
 * One signature covers a video's whole HLS tree: it is the media signature (media-url.ts) for the variant
 * name `hls`. The player fetches the rendition playlists and segments by the relative URIs of the playlists,
 * so the route rewrites those URIs to carry the same `expires` and `signature` (see playlistWithQuery).
 */
const hlsVariant = 'hls';

/** The master playlist's URL, signed for whoever may read the video (the `hls` of a presented media). */
export function signedHlsUrl(secret: string, now: Date, uuid: string): string {
  const query = signedMediaUrl(secret, now, uuid, hlsVariant).split('?')[1];
  return `/api/v1/media/${encodeURIComponent(uuid)}/hls/master.m3u8?${query}`;
}

export function validHlsSignature(
  secret: string,
  now: Date,
  request: { uuid: string; expires: string; signature: string },
): boolean {
  return validMediaSignature(secret, now, { ...request, variant: hlsVariant });
}

/**
 * The playlist with `query` appended to every URI in it: the lines that are not tags, and the `URI="…"`
 * attributes of tags (EXT-X-MEDIA, EXT-X-MAP, …). Our transcoder writes plain relative names without a query.
 */
export function playlistWithQuery(playlist: string, query: string): string {
  const withQuery = (uri: string) => `${uri}${uri.includes('?') ? '&' : '?'}${query}`;
  return playlist
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (!trimmed.startsWith('#')) return withQuery(trimmed);
      return line.replace(/URI="([^"]*)"/g, (_, uri: string) => `URI="${withQuery(uri)}"`);
    })
    .join('\n');
}
