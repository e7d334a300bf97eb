import { formatDeadline } from '@academy/contracts/format';
import { Group, Text } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../shared/use-language.ts';

/**
 * The day the learner must complete the course by — the earliest end date of their active enrollments, the
 * date reminders name (issue 21) — written as the reading language writes a date. Nothing without one.
 */
export function CourseDeadline(props: { deadline: string | null | undefined; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!props.deadline) return null;
  return (
    <Group gap={4} data-testid="course-deadline">
      <IconCalendarDue size={14} aria-hidden />
      <Text size={props.size ?? 'xs'} fw={500}>
        {t('academy.course.complete_by', { date: formatDeadline(props.deadline, language) })}
      </Text>
    </Group>
  );
}
