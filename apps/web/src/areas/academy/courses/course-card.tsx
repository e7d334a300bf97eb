import { href } from '@academy/contracts/routes';
import { Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LearnerCourse } from '../../../api/academy/courses.ts';
import { CourseProgress } from '../../../components/course-view/course-progress.tsx';
import { CourseStatusBadges } from '../../../components/course-view/course-status-badges.tsx';
import { LinkCard, LinkCardTitle } from '../shared/link-card.tsx';
import { CourseDeadline } from './course-deadline.tsx';

/**
 * A course in the learner's lists: image, title, summary, status and matrix badge, the deadline, progress,
 * duration, languages.
 */
export function CourseCard(props: { course: LearnerCourse; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const { course } = props;
  const title = course.variant?.header ?? course.name;
  return (
    <LinkCard testId="course-card">
      <Stack gap="sm" h="100%">
        {/* Decorative: the title beside it names the course. */}
        {course.image && <Image src={course.image.url} alt="" h={120} radius="sm" fit="cover" />}
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
        <CourseDeadline deadline={course.enrollment_deadline} />
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
