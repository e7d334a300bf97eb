import { timelineCycleStates } from '@academy/contracts/entities/statistics';
import { Group, Text } from '@mantine/core';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import classes from './timeline-grid.module.css';

/** What the bars' colours and patterns mean; text, so it needs no alternative. */
export function TimelineLegend() {
  const { t } = useTranslation();
  return (
    <Group
      gap="md"
      component="ul"
      aria-label={t('admin.timeline.legend')}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {timelineCycleStates.map((state) => (
        <Group key={state} component="li" gap={6} wrap="nowrap">
          <span className={clsx(classes.swatch, classes[state])} aria-hidden />
          <Text size="sm">{t(`admin.timeline.states.${state}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
