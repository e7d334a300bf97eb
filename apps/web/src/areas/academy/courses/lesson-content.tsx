import { Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BlockArticle } from '../../../components/learning-content/block-article.tsx';
import { MediaView } from '../../../components/media-view/media-view.tsx';
import { RichText } from '../../../components/rich-text/rich-text.tsx';
import { ErrorPanel, LoadingState } from '../shared/page-states.tsx';
import { useLanguage } from '../shared/use-language.ts';
import { fetchLessonBlocks } from './course-api.ts';
import { LessonQuizButton } from './lesson-quiz-button.tsx';
import type { LessonRow } from './lesson-rows.ts';

/** A lesson's reading material: its body, image or video, then its blocks in order; the quiz at the end. */
export function LessonContent(props: { row: LessonRow; variantUuid: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { row } = props;
  const blocks = useQuery({
    queryKey: ['blocks', language, 'lesson', row.id],
    queryFn: () => fetchLessonBlocks(row.id),
  });
  const order = new Map((row.lesson?.blocks ?? []).map((block) => [block.id, block.pivot?.sort_order ?? 0]));
  const sorted = [...(blocks.data ?? [])].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));

  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      id="lesson-content"
      data-testid="lesson-content"
      component="section"
      aria-labelledby="lesson-content-title"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
              {t('academy.lessons.content')}
            </Text>
            <Title order={2} fz="h3" id="lesson-content-title">
              {row.lesson?.title ?? row.header}
            </Title>
          </Stack>
          <Badge variant="light">
            {t('academy.lessons.pass_mark', { mark: row.pass_mark ?? row.lesson?.pass_mark ?? 0 })}
          </Badge>
        </Group>
        <MediaView media={row.lesson?.media} />
        <RichText html={row.lesson?.body} testId="lesson-body" />
        {blocks.isPending ? (
          <LoadingState />
        ) : blocks.isError ? (
          <ErrorPanel onRetry={() => void blocks.refetch()} />
        ) : (
          sorted.map((block) => <BlockArticle key={block.uuid} block={block} />)
        )}
        <Divider />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('academy.lessons.quiz_text')}
          </Text>
          <LessonQuizButton row={row} variantUuid={props.variantUuid} size="sm" />
        </Group>
      </Stack>
    </Card>
  );
}
