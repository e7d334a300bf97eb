import { operationUrl } from '../../api/operations/call-operation.ts';
/** What a lesson, block or chapter says about its media: mime, an HLS playlist, and the signed `url` to load. */
export type MediaLike = {
  uuid: string;
  header?: string | null;
  title?: string | null;
  mime?: string | null;
  hls?: string | boolean | null;
  /** The original, signed by the server: `<img>` and `<video>` send no bearer token. */
  url?: string | null;
  /** A video's poster as a lesson, block or course carries it (signed). */
  poster_url?: string | null;
  /** A video's poster as the media manager's item carries it (a media summary with its signed link). */
  poster_image?: { url?: string | null } | null;
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
  operationUrl('media.source', { params: { uuid, variant } });

/** The file to show: the signed URL the item carries, else the plain source (works only for API clients). */
export const originalSource = (media: MediaLike) => media.url || mediaSource(media.uuid);

/** What a video plays: the HLS playlist the media item names, else its original file. */
export function videoSource(media: MediaLike): string {
  return typeof media.hls === 'string' && media.hls ? media.hls : originalSource(media);
}

/** The picture a video shows before it plays: its chosen poster or the frame its transcode took. */
export const posterSource = (media: MediaLike): string | undefined =>
  media.poster_url || media.poster_image?.url || undefined;

export const isHlsUrl = (url: string) => /\.m3u8($|\?)/i.test(url) || url.endsWith('/hls');
