import { Image } from '@mantine/core';
import { HlsVideo } from './hls-video.tsx';
import { type MediaLike, mediaKind, originalSource, posterSource, videoSource } from './media-source.ts';

/** The image or video of a lesson, block or chapter (HLS via hls.js); other files are not shown inline. */
export function MediaView(props: { media: MediaLike | null | undefined }) {
  const { media } = props;
  if (!media) return null;
  const title = media.title ?? media.header ?? '';
  const kind = mediaKind(media);
  if (kind === 'video')
    return <HlsVideo src={videoSource(media)} title={title} poster={posterSource(media)} />;
  if (kind === 'image')
    return <Image src={originalSource(media)} alt={title} radius="md" mah={420} fit="contain" />;
  return null;
}
