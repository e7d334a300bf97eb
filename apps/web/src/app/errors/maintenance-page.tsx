import { Progress, Stack, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen.tsx';

/** spec §9: the maintenance screen reloads the page after 300 seconds. */
export const MAINTENANCE_RELOAD_SECONDS = 300;

/** spec §2: "Temporarily Unavailable", under maintenance, counting down from 300 s, then reloading. */
export function MaintenancePage(props: { seconds?: number; onElapsed?: () => void }) {
  const { t } = useTranslation();
  const total = props.seconds ?? MAINTENANCE_RELOAD_SECONDS;
  const [left, setLeft] = useState(total);
  const onElapsed = props.onElapsed;

  useEffect(() => {
    document.title = t('errors.maintenance.title');
  }, [t]);

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, total - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        if (onElapsed) onElapsed();
        else window.location.reload();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [total, onElapsed]);

  return (
    <ErrorScreen
      icon={<IconTool size={34} />}
      code={503}
      color="yellow"
      title={t('errors.maintenance.title')}
      text={
        <Stack gap="sm">
          <Text>{t('errors.maintenance.text')}</Text>
          <Text fw={600} aria-live="polite" data-testid="maintenance-countdown">
            {t('errors.maintenance.countdown', { count: left })}
          </Text>
          <Progress
            value={((total - left) / total) * 100}
            aria-label={t('errors.maintenance.progress')}
            size="sm"
            color="yellow"
          />
        </Stack>
      }
    />
  );
}
