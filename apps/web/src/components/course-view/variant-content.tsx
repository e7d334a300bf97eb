import { Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchVariantLessons } from '../../api/course-content.ts';
import { EmptyPanel, ErrorPanel, LoadingState } from '../page-states/page-states.tsx';
import { RichText } from '../rich-text-view/rich-text.tsx';
import { CourseProgress } from './course-progress.tsx';
import { CourseStatusBadges } from './course-status-badges.tsx';
import type { LearnerVariant } from './course-view-types.ts';
import { LessonContent } from './lesson-content.tsx';
import { type LessonRow, lessonRows } from './lesson-rows.ts';
import { LessonsTable } from './lessons-table.tsx';

/**
 * A course in one language as the learner reads it: the header card (its image, status, title, summary, progress), the
 * body, the lessons table and — when the address names one (`?lesson=`) — that lesson's content. The
 * learner's course page adds its language switch, enrollment and certificate panels and quiz buttons through
 * the slots; an author's preview shows it without them (read-only).
 */
export function VariantContent(props: {
  variant: LearnerVariant;
  /** Beside the status badges (the learner's language switch). */
  headerAside?: ReactNode;
  /** Between the header and the body (the learner's enrollment and certificate panels). */
  panels?: ReactNode;
  /** The lessons table's last column and the end of a lesson's content (the learner's quiz button). */
  quiz?: (row: LessonRow, place: 'table' | 'content') => ReactNode;
  /** The title's heading level: 1 on the learner's page, 2 inside a page that has its own heading. */
  titleOrder?: 1 | 2;
}) {
  const { t, i18n } = useTranslation();
  const { variant, quiz } = props;
  const [search] = useSearchParams();
  const lessons = useQuery({
    queryKey: ['lessons', i18n.language, 'variant', variant.id],
    queryFn: () => fetchVariantLessons(variant.id),
  });
  const rows = lessonRows(variant.lessons, lessons.data ?? []);
  const selected = rows.find((row) => row.uuid === search.get('lesson')) ?? null;

  useEffect(() => {
    if (selected) document.getElementById('lesson-content')?.scrollIntoView({ block: 'start' });
  }, [selected]);

  return (
    <>
      <Card withBorder radius="lg" padding="xl">
        {variant.image && (
          // Decorative beside the title it illustrates (issue 21: the course page shows the course's image).
          <Card.Section mb="md">
            <Image src={variant.image.url} alt="" h={200} fit="cover" data-testid="variant-image" />
          </Card.Section>
        )}
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <CourseStatusBadges status={variant.enrollment_status} badge={variant.enrollment_badge} />
            {props.headerAside}
          </Group>
          <Title order={props.titleOrder ?? 1} fz="h1" data-testid="variant-title">
            {variant.title}
          </Title>
          {variant.summary && <Text c="dimmed">{variant.summary}</Text>}
          <CourseProgress progress={variant.enrollment_progress} />
        </Stack>
      </Card>
      {props.panels}
      <RichText html={variant.body} testId="variant-body" />
      {lessons.isPending ? (
        <LoadingState />
      ) : lessons.isError ? (
        <ErrorPanel onRetry={() => void lessons.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyPanel title={t('academy.lessons.empty')} />
      ) : (
        <LessonsTable rows={rows} action={quiz && ((row) => quiz(row, 'table'))} />
      )}
      {selected && <LessonContent key={selected.uuid} row={selected} quiz={quiz?.(selected, 'content')} />}
    </>
  );
}
