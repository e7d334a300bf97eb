import type { CompanyReport } from '@academy/contracts/entities/company-report';
import { Badge, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isUnfinished } from '../../../api/resources/company-reports.ts';
import { currentLanguage } from '../../../i18n/i18n-setup.ts';
import { translate } from '../../../i18n/validation-messages.ts';

const colors: Record<CompanyReport['status'], string> = {
  pending: 'gray',
  processing: 'blue',
  done: 'green',
  failed: 'red',
};

/** A report's status: its progress while the job writes it, the reason when it failed. */
export function ReportStatus(props: { report: CompanyReport }) {
  const { t } = useTranslation();
  const { report } = props;
  const label = t(`organization.reports.statuses.${report.status}`);
  return (
    <Stack gap={4} miw={120} data-testid={`report-status-${report.uuid}`} data-status={report.status}>
      <Badge color={colors[report.status]} variant="light">
        {label}
      </Badge>
      {isUnfinished(report) && (
        <Progress
          value={report.progress}
          size="sm"
          animated
          aria-label={t('organization.reports.progress', { name: report.name, progress: report.progress })}
        />
      )}
      {report.status === 'failed' && report.error && (
        <Text size="xs" c="red.8" data-testid={`report-error-${report.uuid}`}>
          {/* The reason is a message key of the contracts, translated like the server's messages. */}
          {translate(report.error, currentLanguage())}
        </Text>
      )}
    </Stack>
  );
}
