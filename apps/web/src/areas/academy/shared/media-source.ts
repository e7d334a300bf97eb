/** What a lesson, block or chapter says about its media; the media endpoint may add mime and an HLS playlist. */
export type MediaLike = {
  uuid: string;
  header?: string | null;
  title?: string | null;
  mime?: string | null;
  hls?: string | boolean | null;
};

export type MediaKind = 'image' | 'video' | 'other';

/** spec §9: image = mime starting with image/; video = starting with video/ or HLS. */
export function mediaKind(media: MediaLike): MediaKind {
  if (media.hls) return 'video';
  const mime = media.mime ?? '';
  if (mime.startsWith('image/')) return 'image';
  if (
    mime.startsWith('video/') ||
    mime === 'application/vnd.apple.mpegurl' ||
    mime === 'application/x-mpegurl'
  )
    return 'video';
  return 'other';
}

/** spec §7: the media source is /api/v1/media/{uuid}/{variant}. */
export const mediaSource = (uuid: string, variant = 'original') =>
  `/api/v1/media/${encodeURIComponent(uuid)}/${encodeURIComponent(variant)}`;

/** The HLS playlist: the URL the media item names, else its `hls` variant. */
export function hlsSource(media: MediaLike): string {
  return typeof media.hls === 'string' && media.hls ? media.hls : mediaSource(media.uuid, 'hls');
}

export const isHlsUrl = (url: string) => /\.m3u8($|\?)/i.test(url) || url.endsWith('/hls');
