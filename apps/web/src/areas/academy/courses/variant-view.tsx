import { href } from '@academy/contracts/routes';
import { Anchor, Breadcrumbs, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RichText } from '../../../components/rich-text/rich-text.tsx';
import { EmptyPanel, ErrorPanel, LoadingState } from '../shared/page-states.tsx';
import { useLanguage } from '../shared/use-language.ts';
import { CertificatePanel } from './certificate-panel.tsx';
import { fetchVariantLessons, type LearnerVariant } from './course-api.ts';
import { CourseProgress } from './course-progress.tsx';
import { CourseStatusBadges } from './course-status-badges.tsx';
import { EnrollmentPanel } from './enrollment-panel.tsx';
import { LessonContent } from './lesson-content.tsx';
import { lessonRows } from './lesson-rows.ts';
import { LessonsTable } from './lessons-table.tsx';
import { RestartCourseButton } from './restart-course-button.tsx';
import { VariantLanguages } from './variant-languages.tsx';

/** A course in one language: header, panels, the lessons table and the chosen lesson's content. */
export function VariantView(props: { variant: LearnerVariant; courseUuid: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { variant } = props;
  const [search] = useSearchParams();
  const lessons = useQuery({
    queryKey: ['lessons', language, 'variant', variant.id],
    queryFn: () => fetchVariantLessons(variant.id),
  });
  const rows = lessonRows(variant.lessons, lessons.data ?? []);
  const selected = rows.find((row) => row.uuid === search.get('lesson')) ?? null;

  useEffect(() => {
    if (selected) document.getElementById('lesson-content')?.scrollIntoView({ block: 'start' });
  }, [selected]);

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Breadcrumbs>
        <Anchor component={Link} to={href('academy.course.index')}>
          {t('routes.courses')}
        </Anchor>
        <Text size="sm">{variant.title}</Text>
      </Breadcrumbs>
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <CourseStatusBadges status={variant.enrollment_status} badge={variant.enrollment_badge} />
            <VariantLanguages courseUuid={props.courseUuid} currentUuid={variant.uuid} />
          </Group>
          <Title order={1} data-testid="variant-title">
            {variant.title}
          </Title>
          {variant.summary && <Text c="dimmed">{variant.summary}</Text>}
          <CourseProgress progress={variant.enrollment_progress} />
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <EnrollmentPanel enrollment={variant.enrollment} />
        <CertificatePanel
          certificate={variant.certificate}
          actions={
            // Only a completed course can be restarted; after a restart the status is no longer completed.
            variant.enrollment_status === 'completed' && <RestartCourseButton courseUuid={props.courseUuid} />
          }
        />
      </SimpleGrid>
      <RichText html={variant.body} testId="variant-body" />
      {lessons.isPending ? (
        <LoadingState />
      ) : lessons.isError ? (
        <ErrorPanel onRetry={() => void lessons.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyPanel title={t('academy.lessons.empty')} />
      ) : (
        <LessonsTable rows={rows} variantUuid={variant.uuid} />
      )}
      {selected && <LessonContent key={selected.uuid} row={selected} variantUuid={variant.uuid} />}
    </Stack>
  );
}
