import type { Media } from '@academy/contracts/entities/media';
import { formatDimensions, formatDuration, formatMediaSize } from '@academy/contracts/format';

/**
 * The facts the media detail shows (spec §9): a readable size ("3.4 MB", issue 22), duration hh:mm:ss,
 * width × height px, or N/A.
 */
export function mediaFacts(media: Pick<Media, 'size' | 'meta'>, locale = 'en') {
  return {
    size: formatMediaSize(media.size, locale),
    duration: formatDuration(media.meta.duration),
    dimensions: formatDimensions(media.meta.width, media.meta.height),
  };
}
