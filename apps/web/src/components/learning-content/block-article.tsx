import { Divider, Stack, Title } from '@mantine/core';
import type { MediaLike } from '../media-view/media-source.ts';
import { MediaView } from '../media-view/media-view.tsx';
import { RichText } from '../rich-text-view/rich-text.tsx';

/**
 * One block of a lesson as the learner reads it: a rule, its title, its image or video, then its text. The
 * learner's lesson page and the administrator's block preview both show blocks with it.
 */
export function BlockArticle(props: {
  block: { uuid: string; title: string; body: string | null; media?: MediaLike | null };
}) {
  const { block } = props;
  return (
    <Stack gap="xs" component="article" aria-labelledby={`block-${block.uuid}`} data-testid="block-article">
      <Divider />
      <Title order={3} fz="h4" id={`block-${block.uuid}`}>
        {block.title}
      </Title>
      <MediaView media={block.media} />
      <RichText html={block.body} />
    </Stack>
  );
}
