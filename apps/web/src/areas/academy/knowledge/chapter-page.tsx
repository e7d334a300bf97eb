import { href } from '@academy/contracts/routes';
import { Anchor, Breadcrumbs, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fetchChapter } from '../../../api/academy/knowledge.ts';
import { MediaView } from '../../../components/media-view/media-view.tsx';
import { ErrorPanel, LoadingState, NotFoundPanel } from '../../../components/page-states/page-states.tsx';
import { RichText } from '../../../components/rich-text-view/rich-text.tsx';
import { useLanguage } from '../shared/use-language.ts';
import { chapterNeighbours } from './chapter-neighbours.ts';

/** /knowledge/:book/chapter/:chapter: a chapter's text, media and linked blocks, with previous and next. */
export function ChapterPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const params = useParams();
  const bookUuid = params.book ?? '';
  const uuid = params.chapter ?? '';
  const chapter = useQuery({
    queryKey: ['books', language, 'chapter', uuid],
    queryFn: () => fetchChapter(uuid),
  });
  const bookPath = href('academy.knowledge.book', { book: bookUuid });
  if (chapter.isPending) return <LoadingState />;
  if (chapter.isError) return <ErrorPanel onRetry={() => void chapter.refetch()} />;
  const item = chapter.data;
  if (!item || (item.parent && item.parent.uuid !== bookUuid))
    return (
      <NotFoundPanel
        title={t('academy.knowledge.chapter_not_found_title')}
        text={t('academy.knowledge.chapter_not_found_text')}
        backTo={bookUuid ? bookPath : href('academy.knowledge.index')}
        backLabel={t('academy.knowledge.back_to_book')}
      />
    );
  const { previous, next } = chapterNeighbours(item, item.siblings ?? []);
  const chapterPath = (chapterUuid: string) =>
    href('academy.knowledge.chapter', { book: bookUuid, chapter: chapterUuid });

  return (
    <Stack gap="lg" maw={860} mx="auto">
      <Breadcrumbs>
        <Anchor component={Link} to={href('academy.knowledge.index')}>
          {t('routes.knowledge')}
        </Anchor>
        <Anchor component={Link} to={bookPath}>
          {item.parent?.header ?? t('academy.knowledge.book')}
        </Anchor>
        <Text size="sm">{item.name}</Text>
      </Breadcrumbs>
      <Card withBorder radius="lg" padding="xl" component="article" aria-labelledby="chapter-title">
        <Stack gap="md">
          <Title order={1} id="chapter-title" data-testid="chapter-title">
            {item.name}
          </Title>
          <MediaView media={item.media} />
          <RichText html={item.description} testId="chapter-body" />
          {(item.blocks ?? []).map((block) => (
            <Stack
              key={block.uuid}
              gap="xs"
              component="section"
              aria-labelledby={`chapter-block-${block.uuid}`}
            >
              <Divider />
              <Title order={2} fz="h4" id={`chapter-block-${block.uuid}`}>
                {block.title}
              </Title>
              <MediaView media={block.media} />
              <RichText html={block.body} />
            </Stack>
          ))}
        </Stack>
      </Card>
      <Group justify="space-between">
        {previous ? (
          <Button
            component={Link}
            to={chapterPath(previous.uuid)}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {previous.header}
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button
            component={Link}
            to={chapterPath(next.uuid)}
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {next.header}
          </Button>
        ) : (
          <Button component={Link} to={bookPath} variant="light">
            {t('academy.knowledge.back_to_book')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
