import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { markAllRead } from '../../../api/academy/notifications.ts';
import { invalidateRelations } from '../../../api/query-client.ts';
import { EmptyPanel, ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { useLanguage } from '../shared/use-language.ts';
import { NotificationListItem } from './notification-list-item.tsx';
import { notificationsQuery } from './notifications-query.ts';

/** /notifications: the learner's notifications, unread first marked, with mark all as read. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const notifications = useQuery(notificationsQuery(language));
  const markAll = useMutation({
    mutationFn: markAllRead,
    onSuccess: ({ relations }) => invalidateRelations(['notifications', ...relations]),
  });
  const unread = notifications.data?.filter((notification) => !notification.read).length ?? 0;

  return (
    <Stack gap="lg" maw={860} mx="auto">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('academy.notifications.title')}</Title>
          <Text c="dimmed">{t('academy.notifications.unread_count', { count: unread })}</Text>
        </Stack>
        <Button
          leftSection={<IconChecks size={16} aria-hidden />}
          variant="light"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="mark-all-read"
        >
          {t('academy.notifications.mark_all_read')}
        </Button>
      </Group>
      {notifications.isPending ? (
        <LoadingState />
      ) : notifications.isError ? (
        <ErrorPanel onRetry={() => void notifications.refetch()} />
      ) : notifications.data.length === 0 ? (
        <EmptyPanel icon={<IconBell size={28} aria-hidden />} title={t('academy.notifications.empty')} />
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('academy.notifications.title')}
        >
          {notifications.data.map((notification) => (
            <li key={notification.uuid}>
              <NotificationListItem notification={notification} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
