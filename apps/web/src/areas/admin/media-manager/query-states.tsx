import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The loading, error and empty states of one part of a media manager screen; the content once there is
 * some. Each part (folders, media, the item) loads on its own, so one failing does not blank the screen.
 */
export function QueryStates(props: {
  loading: boolean;
  error: boolean;
  empty: boolean;
  emptyText: string;
  onRetry?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (props.loading)
    return (
      <Group justify="center" py="md">
        <Loader size="sm" role="status" aria-label={t('media.loading')} />
      </Group>
    );
  if (props.error)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('media.load_error')}</Text>
          {props.onRetry && (
            <Button size="xs" variant="light" color="red" onClick={props.onRetry}>
              {t('media.retry')}
            </Button>
          )}
        </Group>
      </Alert>
    );
  if (props.empty)
    return (
      <Text c="dimmed" size="sm" py="sm">
        {props.emptyText}
      </Text>
    );
  return <>{props.children}</>;
}
