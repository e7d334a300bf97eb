import { Alert, Badge, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSchedule } from '../../api/resources/users.ts';
import { DateField } from '../../components/date-field/date-field.tsx';
import { formatDate } from '../../i18n/reader-dates.ts';
import { todayUtc } from './enroll-form-rules.ts';
import { EnrollmentStatusBadge } from './enrollment-status.tsx';

const DAY = 86_400_000;
const inOneYear = () => new Date(Date.now() + 365 * DAY).toISOString().slice(0, 10);

/**
 * A person's schedule (spec §7 `GET users/{id}/schedule`): the periods their courses are open between two
 * days — by default from today for a year — each with the enrollment it comes from; the later periods a
 * recurring enrollment will start by itself are marked as planned.
 */
export function UserSchedule(props: { userId: number | string }) {
  const { t } = useTranslation();
  const [window, setWindow] = useState({ start: todayUtc(), end: inOneYear() });
  const valid = Boolean(window.start && window.end && window.end >= window.start);
  const query = useUserSchedule(valid ? props.userId : undefined, window);
  const periods = query.data?.periods ?? [];
  return (
    <Stack gap="md" data-testid="user-schedule">
      <Group align="flex-end" gap="sm">
        <DateField
          label={t('enrollments.schedule.from')}
          value={window.start}
          onChange={(value) => setWindow({ ...window, start: value })}
          w={180}
        />
        <DateField
          label={t('enrollments.schedule.to')}
          value={window.end}
          onChange={(value) => setWindow({ ...window, end: value })}
          error={valid ? undefined : t('enrollments.schedule.invalid')}
          w={180}
        />
        {query.isFetching && <Loader size="sm" aria-label={t('resource.table.loading')} />}
      </Group>
      {query.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {t('resource.table.error')}
        </Alert>
      ) : query.isPending && valid ? (
        <Text c="dimmed">{t('resource.table.loading')}</Text>
      ) : periods.length === 0 ? (
        <Text c="dimmed" data-testid="schedule-empty">
          {t('enrollments.schedule.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder striped aria-label={t('enrollments.schedule.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('enrollments.course')}</Table.Th>
                <Table.Th>{t('enrollments.enrolled_for')}</Table.Th>
                <Table.Th>{t('enrollments.start_date')}</Table.Th>
                <Table.Th>{t('enrollments.end_date')}</Table.Th>
                <Table.Th>{t('enrollments.status_title')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {periods.map((period) => (
                <Table.Tr
                  key={`${period.enrollment.uuid}-${period.start_date}`}
                  data-testid={period.projected ? 'schedule-projected' : 'schedule-period'}
                >
                  <Table.Td>{period.course?.header ?? period.enrollment.header}</Table.Td>
                  <Table.Td>
                    {t(`enrollments.enrolled_as.${period.enrolled_as}`)}
                    {period.enrollable ? `: ${period.enrollable.header}` : ''}
                  </Table.Td>
                  <Table.Td>{formatDate(period.start_date)}</Table.Td>
                  <Table.Td>{period.end_date ? formatDate(period.end_date) : '—'}</Table.Td>
                  <Table.Td>
                    {period.projected ? (
                      <Badge color="blue" variant="light">
                        {t('enrollments.schedule.projected')}
                      </Badge>
                    ) : (
                      <EnrollmentStatusBadge status={period.status} />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
