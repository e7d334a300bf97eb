import type { LearnerInsight, LearnerInsightStatus } from '@academy/contracts/entities/insights';
import { Badge, Button, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadCertificate } from '../../../api/company-insights.ts';
import { formatDate } from '../../../i18n/reader-dates.ts';

const STATUS_COLOR: Record<LearnerInsightStatus, string> = {
  not_started: 'gray',
  in_progress: 'blue',
  completed: 'teal',
  expired: 'red',
};

/** Where the learner stands, and whether their certificate runs out soon. */
export function LearnerStatus(props: { learner: LearnerInsight }) {
  const { t } = useTranslation();
  const { learner } = props;
  // The badges stack: side by side, "Completed" and "Expiring soon" made the column so wide that the table's
  // last columns (certificate, reminders) left a 1280 px window.
  return (
    <Stack gap={4} align="flex-start">
      <Badge
        color={STATUS_COLOR[learner.status]}
        variant="light"
        style={{ flexShrink: 0 }}
        data-testid="learner-status"
      >
        {t(`organization.courses.status.${learner.status}`)}
      </Badge>
      {learner.expiring && (
        <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
          {t('organization.courses.status.expiring')}
        </Badge>
      )}
    </Stack>
  );
}

/** Lessons passed of the variant they are furthest in, as a bar with the count beside it. */
export function LearnerProgress(props: { learner: LearnerInsight }) {
  const { t } = useTranslation();
  const { progress, progress_fraction } = props.learner;
  if (!progress) return <Text c="dimmed">–</Text>;
  const label = t('organization.courses.progress_of', { passed: progress.passed, count: progress.total });
  return (
    <Stack gap={2} miw={90}>
      <Progress value={Math.round(progress_fraction * 100)} size="sm" aria-label={label} />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** A date, or a dash when there is none. */
export function DateCell(props: { value: string | null }) {
  return props.value ? formatDate(props.value) : <Text c="dimmed">–</Text>;
}

/** Downloads the learner's latest certificate (only named when the reader may open it). */
export function CertificateCell(props: { learner: LearnerInsight }) {
  const { t } = useTranslation();
  const { certificate, user } = props.learner;
  const download = useMutation({ mutationFn: downloadCertificate });
  if (!certificate) return <Text c="dimmed">–</Text>;
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate(certificate)}
      aria-label={t('organization.courses.certificate_download', { name: user.header })}
      data-testid="certificate-download"
    >
      {t('organization.courses.certificate_pdf')}
    </Button>
  );
}
