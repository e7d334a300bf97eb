import { href } from '@academy/contracts/routes';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMailOpened, IconSchool } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { notificationsApi } from '../../../api/resources/notifications.ts';
import { Can } from '../../../components/can/can.tsx';
import { useConfirmDelete } from '../../../components/confirm-delete/confirm-delete.tsx';
import { ListBreadcrumbs } from '../../../components/resource-page/list-breadcrumbs.tsx';
import { DeleteButton } from '../../../components/resource-screens/delete-button.tsx';
import { formatDateTime } from '../../../i18n/reader-dates.ts';
import { ReadBadge } from './notification-config.tsx';

const list = { to: href('admin.notification.index'), labelKey: 'admin.notifications.title' };

/** The course's admin page (it reads an id or a uuid). */
const courseHref = (uuid: string) => href('admin.course.update', { course: uuid });

/**
 * /admin/notification/:notification (a uuid): one of the administrator's own notifications. Opening it marks
 * it read (decisions.md: the screen does, not the server); it can be marked unread again or deleted. It is not
 * the generic item page because a notification has no tabs and nothing to edit but its read state.
 */
export function NotificationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const uuid = useParams().notification ?? '';
  const query = notificationsApi.useItem(uuid);
  const markRead = notificationsApi.useUpdate({ silent: true });
  const markUnread = notificationsApi.useUpdate();
  const confirmDelete = useConfirmDelete(notificationsApi, {
    onDeleted: () => navigate(list.to, { replace: true }),
  });
  const item = query.data;
  const { mutate } = markRead;
  // Decided once per opening, on the state it was opened in: marked unread again here, it stays unread.
  const opened = useRef<string | null>(null);

  useEffect(() => {
    if (!item || opened.current === item.uuid) return;
    opened.current = item.uuid;
    if (!item.read) mutate({ uuid: item.uuid, input: { read: true } });
  }, [item, mutate]);

  const missing = query.isError && isApiError(query.error) && query.error.status === 404;
  return (
    <Stack gap="lg" maw={860}>
      <ListBreadcrumbs list={list} current={item?.subject ?? '…'} />
      {query.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {t(missing ? 'admin.notifications.not_found' : 'resource.page.error')}
        </Alert>
      ) : !item ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('resource.page.loading')} />
        </Group>
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Title order={1} fz="h2" data-testid="notification-subject">
                {item.subject}
              </Title>
              <ReadBadge item={item} />
            </Group>
            <Text size="sm" c="dimmed">
              {formatDateTime(item.created_at)}
              {item.company ? ` · ${item.company.header}` : ''}
            </Text>
            <Text data-testid="notification-message">
              {item.message ?? t('admin.notifications.no_message')}
            </Text>
            <Group gap="sm">
              {item.course && (
                <Button
                  component={Link}
                  to={courseHref(item.course.uuid)}
                  variant="light"
                  leftSection={<IconSchool size={16} aria-hidden />}
                  // A course title can be long: the label wraps on a phone instead of being cut off.
                  h="auto"
                  py={6}
                  styles={{ label: { whiteSpace: 'normal' } }}
                >
                  {t('admin.notifications.open_course', { course: item.course.header })}
                </Button>
              )}
              <Can ability="update" item={item}>
                {item.read && (
                  <Button
                    variant="default"
                    leftSection={<IconMailOpened size={16} aria-hidden />}
                    loading={markUnread.isPending}
                    onClick={() => markUnread.mutate({ uuid: item.uuid, input: { read: false } })}
                    data-testid="mark-unread"
                  >
                    {t('admin.notifications.mark_unread')}
                  </Button>
                )}
              </Can>
              <Can ability="delete" item={item}>
                <DeleteButton onClick={() => confirmDelete(item)} />
              </Can>
              <Button component={Link} to={list.to} variant="subtle">
                {t('admin.notifications.back')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
