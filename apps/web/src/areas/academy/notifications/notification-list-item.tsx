import type { Notification } from '@academy/contracts/entities/notification';
import { href } from '@academy/contracts/routes';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../i18n/reader-dates.ts';
import cardClasses from '../shared/link-card.module.css';

export function NotificationListItem(props: { notification: Notification }) {
  const { t } = useTranslation();
  const { notification } = props;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={href('academy.notification.show', { notification: notification.uuid })}
      className={cardClasses.wholeCardLink}
      data-testid="notification-item"
      data-read={notification.read}
      style={notification.read ? undefined : { borderLeft: '4px solid var(--mantine-color-indigo-6)' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={notification.read ? 500 : 700}>{notification.subject}</Text>
          {notification.message && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {notification.message}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatDateTime(notification.created_at)}
          </Text>
        </Stack>
        {!notification.read && (
          <Badge color="indigo" variant="light" data-testid="unread-badge">
            {t('academy.notifications.unread')}
          </Badge>
        )}
      </Group>
    </Card>
  );
}
