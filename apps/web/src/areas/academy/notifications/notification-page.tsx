import { href } from '@academy/contracts/routes';
import { Anchor, Breadcrumbs, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fetchNotification, markRead } from '../../../api/academy/notifications.ts';
import { invalidateRelations } from '../../../api/query-client.ts';
import { ErrorPanel, LoadingState, NotFoundPanel } from '../../../components/page-states/page-states.tsx';
import { formatDateTime } from '../../../i18n/reader-dates.ts';
import { useLanguage } from '../shared/use-language.ts';

/** /notification/:notification: one notification by uuid; opening it marks it read. */
export function NotificationPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const uuid = useParams().notification ?? '';
  const notification = useQuery({
    queryKey: ['notifications', language, uuid],
    queryFn: () => fetchNotification(uuid),
  });
  const item = notification.data;
  useEffect(() => {
    if (item && !item.read)
      markRead(item.uuid).then(
        () => invalidateRelations(['notifications']),
        () => undefined,
      );
  }, [item]);

  const back = href('academy.notification.index');
  if (notification.isPending) return <LoadingState />;
  if (notification.isError) return <ErrorPanel onRetry={() => void notification.refetch()} />;
  if (!item)
    return (
      <NotFoundPanel
        title={t('academy.notifications.not_found_title')}
        text={t('academy.notifications.not_found_text')}
        backTo={back}
        backLabel={t('academy.notifications.back')}
      />
    );
  return (
    <Stack gap="lg" maw={860} mx="auto">
      <Breadcrumbs>
        <Anchor component={Link} to={back}>
          {t('routes.notifications')}
        </Anchor>
        <Text size="sm">{item.subject}</Text>
      </Breadcrumbs>
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="sm">
          <Title order={1} fz="h2" data-testid="notification-subject">
            {item.subject}
          </Title>
          <Text size="sm" c="dimmed">
            {formatDateTime(item.created_at)}
            {item.company?.header ? ` · ${item.company.header}` : ''}
          </Text>
          {item.message && <Text data-testid="notification-message">{item.message}</Text>}
          <Group>
            {item.course && (
              <Button
                component={Link}
                to={href('academy.course.show', { course: item.course.uuid })}
                variant="light"
              >
                {t('academy.notifications.open_course', { course: item.course.header })}
              </Button>
            )}
            <Button component={Link} to={back} variant="default">
              {t('academy.notifications.back')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
