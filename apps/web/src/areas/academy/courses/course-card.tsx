import { href } from '@academy/contracts/routes';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CourseProgress } from '../../../components/course-view/course-progress.tsx';
import { CourseStatusBadges } from '../../../components/course-view/course-status-badges.tsx';
import { LinkCard, LinkCardTitle } from '../shared/link-card.tsx';
import type { LearnerCourse } from './course-api.ts';

/** A course in the learner's lists: title, summary, status and matrix badge, progress, duration, languages. */
export function CourseCard(props: { course: LearnerCourse; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const { course } = props;
  const title = course.variant?.header ?? course.name;
  return (
    <LinkCard testId="course-card">
      <Stack gap="sm" h="100%">
        <CourseStatusBadges status={course.enrollment_status} badge={course.enrollment_badge} />
        <Title order={props.headingLevel ?? 2} fz="h4">
          <LinkCardTitle to={href('academy.course.show', { course: course.uuid })}>{title}</LinkCardTitle>
        </Title>
        {course.ingress && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {course.ingress}
          </Text>
        )}
        <div style={{ flex: 1 }} />
        <CourseProgress progress={course.enrollment_progress} />
        <Group gap="md">
          {course.duration !== null && (
            <Group gap={4}>
              <IconClock size={14} aria-hidden />
              <Text size="xs" c="dimmed">
                {t('academy.course.minutes', { count: course.duration })}
              </Text>
            </Group>
          )}
          {course.languages.length > 0 && (
            <Group gap={4}>
              <IconLanguage size={14} aria-hidden />
              <Text size="xs" c="dimmed">
                {course.languages.map((language) => language.code.toUpperCase()).join(' · ')}
              </Text>
            </Group>
          )}
        </Group>
      </Stack>
    </LinkCard>
  );
}
