import { href } from '@academy/contracts/routes';
import { Button, Card, Group, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationsQuery } from '../notifications/notifications-query.ts';
import { useLanguage } from '../shared/use-language.ts';

/** How many notifications are unread, with the way to them. */
export function DashboardNotifications() {
  const { t } = useTranslation();
  const language = useLanguage();
  const notifications = useQuery(notificationsQuery(language));
  const unread = notifications.data?.filter((notification) => !notification.read).length ?? 0;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="dashboard-notifications">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <IconBell size={20} aria-hidden />
          <Text>{t('academy.notifications.unread_count', { count: unread })}</Text>
        </Group>
        <Button component={Link} to={href('academy.notification.index')} variant="light" size="sm">
          {t('academy.dashboard.open_notifications')}
        </Button>
      </Group>
    </Card>
  );
}
