import { Button, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notificationsApi, useMarkAllNotificationsRead } from '../../../api/resources/notifications.ts';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { notificationColumns, notificationFilters, notificationHref } from './notification-config.tsx';

/** /admin/notifications: the administrator's own notifications, unread marked, with mark all as read. */
export function NotificationsPage() {
  const { t } = useTranslation();
  // The number of unread ones is the total of a one-row list of them.
  const unread = notificationsApi.useList({ per_page: 1, filters: { read: 'false' } });
  const count = unread.data?.pagination.total;
  const markAll = useMarkAllNotificationsRead();
  return (
    <ResourceListPage
      api={notificationsApi}
      tableKey="admin-notifications"
      titleKey="admin.notifications.title"
      columns={notificationColumns}
      filters={notificationFilters}
      rowHref={notificationHref}
      subtitle={
        count !== undefined && (
          <Text c="dimmed" data-testid="unread-count">
            {t('admin.notifications.unread_count', { count })}
          </Text>
        )
      }
      actions={
        <Button
          variant="light"
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={count === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="mark-all-read"
        >
          {t('admin.notifications.mark_all_read')}
        </Button>
      }
    />
  );
}
