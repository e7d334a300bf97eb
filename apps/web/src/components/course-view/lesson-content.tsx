import { Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLessonBlocks } from '../../api/course-content.ts';
import { BlockArticle } from '../learning-content/block-article.tsx';
import { MediaView } from '../media-view/media-view.tsx';
import { ErrorPanel, LoadingState } from '../page-states/page-states.tsx';
import { RichText } from '../rich-text-view/rich-text.tsx';
import type { LessonRow } from './lesson-rows.ts';

/**
 * A lesson's reading material: its body, image or video, then its active blocks in order (learners are sent
 * only those; an author's preview gets all and shows what learners see); `quiz` ends it (the learner's button).
 */
export function LessonContent(props: { row: LessonRow; quiz?: ReactNode }) {
  const { t, i18n } = useTranslation();
  // The reading language is part of the query key, so switching language reloads the texts.
  const language = i18n.language;
  const { row } = props;
  const blocks = useQuery({
    queryKey: ['blocks', language, 'lesson', row.id],
    queryFn: () => fetchLessonBlocks(row.id),
  });
  const order = new Map((row.lesson?.blocks ?? []).map((block) => [block.id, block.pivot?.sort_order ?? 0]));
  const sorted = (blocks.data ?? [])
    .filter((block) => block.is_active)
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));

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
        {props.quiz && (
          <>
            <Divider />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('academy.lessons.quiz_text')}
              </Text>
              {props.quiz}
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
