import type { CompanyReport } from '@academy/contracts/entities/company-report';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/reader-dates.ts';

/** What a report covers: a department or the whole company, a course or every course, the completion dates. */
export function ReportScope(props: { report: CompanyReport }) {
  const { t } = useTranslation();
  const { report } = props;
  const dates =
    report.date_from || report.date_to
      ? t('organization.reports.scope.dates', {
          from: report.date_from ? formatDate(report.date_from) : '…',
          to: report.date_to ? formatDate(report.date_to) : '…',
        })
      : null;
  const filters = [
    ...(report.statuses ?? []).map((status) =>
      t('organization.reports.scope.status', { status: t(`organization.reports.standings.${status}`) }),
    ),
    ...(report.within_days !== null
      ? [
          t(
            report.kind === 'expiring'
              ? 'organization.reports.scope.expiring_within'
              : 'organization.reports.scope.due_within',
            { days: report.within_days },
          ),
        ]
      : []),
  ];
  return (
    <Stack gap={0}>
      <Text size="sm">{report.department?.header ?? t('organization.reports.scope.company')}</Text>
      <Text size="xs" c="dimmed">
        {report.course?.header ?? t('organization.reports.scope.all_courses')}
      </Text>
      {filters.map((filter) => (
        <Text key={filter} size="xs" c="dimmed">
          {filter}
        </Text>
      ))}
      {dates && (
        <Text size="xs" c="dimmed">
          {dates}
        </Text>
      )}
    </Stack>
  );
}
