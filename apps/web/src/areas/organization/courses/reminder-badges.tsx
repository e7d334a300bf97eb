import type { ReminderReason, ReminderStatus } from '@academy/contracts/entities/reminder';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<ReminderStatus, string> = {
  queued: 'blue',
  sent: 'teal',
  skipped: 'gray',
  failed: 'red',
};

/** A reminder's status as a badge, and why it was skipped or failed beside it. */
export function ReminderStatusBadge(props: { status: ReminderStatus; reason: ReminderReason | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge color={STATUS_COLOR[props.status]} variant="light" data-testid="reminder-status">
        {t(`organization.courses.reminder_status.${props.status}`)}
      </Badge>
      {props.reason && (
        <Text size="sm" c="dimmed" data-testid="reminder-reason">
          {t(`organization.courses.reminder_reason.${props.reason}`)}
        </Text>
      )}
    </>
  );
}
