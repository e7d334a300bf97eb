import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Lessons passed out of the variant's lessons, as a bar with its text. */
export function CourseProgress(props: { progress: { passed: number; total: number } | null | undefined }) {
  const { t } = useTranslation();
  const progress = props.progress;
  if (!progress || progress.total === 0) return null;
  const percent = Math.round((progress.passed / progress.total) * 100);
  const label = t('academy.course.progress', { passed: progress.passed, count: progress.total });
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {percent}%
        </Text>
      </Group>
      <Progress
        value={percent}
        size="sm"
        radius="xl"
        aria-label={label}
        color={percent === 100 ? 'teal' : undefined}
      />
    </div>
  );
}
