import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR = { passed: 'teal', failed: 'red', none: 'gray' } as const;

export function LessonResultBadge(props: { result: 'passed' | 'failed' | 'none' | null | undefined }) {
  const { t } = useTranslation();
  const result = props.result ?? 'none';
  return (
    <Badge
      color={COLOR[result]}
      variant="light"
      data-testid="lesson-result"
      styles={{ root: { maxWidth: 'none', flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {t(`academy.lessons.results.${result}`)}
    </Badge>
  );
}
