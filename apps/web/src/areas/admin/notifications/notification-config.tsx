import type { Notification } from '@academy/contracts/entities/notification';
import { href } from '@academy/contracts/routes';
import { Badge, Text } from '@mantine/core';
import type { ResourceColumn, TableFilter } from '../../../components/resource-table/table-types.ts';
import { i18n } from '../../../i18n/i18n-setup.ts';
import { formatDateTime } from '../../../i18n/reader-dates.ts';

/** The admin's own notifications as configuration over the notifications contract. */

const statusText = (item: Pick<Notification, 'read'>) =>
  i18n.t(`admin.notifications.status.${item.read ? 'read' : 'unread'}`);

export function ReadBadge(props: { item: Pick<Notification, 'read'> }) {
  return (
    <Badge
      color={props.item.read ? 'gray' : 'indigo'}
      variant="light"
      style={{ flexShrink: 0 }}
      data-testid="read-status"
    >
      {statusText(props.item)}
    </Badge>
  );
}

export const notificationColumns: ResourceColumn<Notification>[] = [
  {
    key: 'subject',
    titleKey: 'admin.notifications.columns.subject',
    // Unread ones stand out by weight as well as by their badge.
    render: (item) => <Text fw={item.read ? 500 : 700}>{item.subject}</Text>,
    value: (item) => item.subject,
    fixed: true,
  },
  {
    key: 'message',
    titleKey: 'admin.notifications.columns.message',
    value: (item) => item.message ?? '',
    render: (item) => (
      <Text size="sm" lineClamp={2}>
        {item.message ?? ''}
      </Text>
    ),
  },
  {
    key: 'course',
    titleKey: 'admin.notifications.columns.course',
    value: (item) => item.course?.header ?? '',
  },
  {
    key: 'company',
    titleKey: 'fields.company',
    value: (item) => item.company?.header ?? '',
    hidden: true,
  },
  {
    key: 'created_at',
    titleKey: 'admin.notifications.columns.received',
    sort: 'created_at',
    value: (item) => formatDateTime(item.created_at),
  },
  {
    key: 'read',
    titleKey: 'fields.status',
    sort: 'read_at',
    value: statusText,
    render: (item) => <ReadBadge item={item} />,
    width: 130,
  },
];

export const notificationFilters: TableFilter[] = [
  {
    name: 'read',
    kind: 'select',
    labelKey: 'admin.notifications.status.label',
    options: [
      { value: 'false', labelKey: 'admin.notifications.status.unread' },
      { value: 'true', labelKey: 'admin.notifications.status.read' },
    ],
  },
];

export const notificationHref = (item: Pick<Notification, 'uuid'>) =>
  href('admin.notification.show', { notification: item.uuid });
