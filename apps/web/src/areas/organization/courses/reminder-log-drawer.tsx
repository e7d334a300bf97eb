import type { LearnerInsight } from '@academy/contracts/entities/insights';
import { Badge, Drawer, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReminderDeliveries } from '../../../api/company-insights.ts';
import { EmptyPanel, ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { formatDateTime } from '../../../i18n/reader-dates.ts';
import { ReminderStatusBadge } from './reminder-badges.tsx';

/**
 * A learner's reminder log in the company, newest first (issue 14: reminders are provable): every reminder
 * sent, skipped or failed, by hand or by the daily job, with when, to which address and by whom.
 */
export function ReminderLogDrawer(props: {
  companyUuid: string;
  learner: LearnerInsight | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={props.learner !== null}
      onClose={props.onClose}
      position="right"
      size="md"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      title={props.learner ? t('organization.courses.log.title', { name: props.learner.user.header }) : ''}
    >
      {props.learner && (
        <ReminderLog
          key={props.learner.user.uuid}
          companyUuid={props.companyUuid}
          userUuid={props.learner.user.uuid}
        />
      )}
    </Drawer>
  );
}

function ReminderLog(props: { companyUuid: string; userUuid: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useReminderDeliveries(props.companyUuid, props.userUuid, { page });
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorPanel onRetry={() => void query.refetch()} />;
  const { items, pagination } = query.data;
  if (items.length === 0)
    return (
      <EmptyPanel
        level={3}
        title={t('organization.courses.log.empty_title')}
        text={t('organization.courses.log.empty_text')}
      />
    );
  return (
    <Stack gap="sm" data-testid="reminder-log">
      {items.map((delivery) => (
        <Paper key={delivery.uuid} withBorder radius="md" p="sm" data-testid="reminder-delivery">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={500}>
                {delivery.course.header}
              </Text>
              <Badge variant="outline" color="gray">
                {delivery.kind === 'automatic' && delivery.threshold_days !== null
                  ? t('organization.courses.log.automatic_days', { count: delivery.threshold_days })
                  : t(`organization.courses.log.kind.${delivery.kind}`)}
              </Badge>
            </Group>
            <Group gap="xs">
              <ReminderStatusBadge status={delivery.status} reason={delivery.reason} />
            </Group>
            <Text size="xs" c="dimmed">
              {t('organization.courses.log.when', {
                time: formatDateTime(delivery.sent_at ?? delivery.created_at),
              })}
              {' · '}
              {delivery.recipient}
            </Text>
            {delivery.sent_by && (
              <Text size="xs" c="dimmed">
                {t('organization.courses.log.sent_by', { name: delivery.sent_by.header })}
              </Text>
            )}
            {delivery.error && (
              <Text size="xs" c="red.8">
                {delivery.error}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
      {pagination.last_page > 1 && (
        <Pagination
          total={pagination.last_page}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`resource.table.page_${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('resource.table.page_n', { page: item }) })}
        />
      )}
    </Stack>
  );
}
