import type { EnrollmentStanding } from '@academy/contracts/entities/company-report';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/reader-dates.ts';

/** The badges' colours, as the Excel file's cells: green done, yellow under way, red late, orange lapsed. */
export const standingColors: Record<EnrollmentStanding, string> = {
  completed: 'green',
  in_progress: 'yellow',
  not_started: 'gray',
  overdue: 'red',
  expired: 'orange',
};

/** A status as a coloured badge (with its name: colour is never the only sign), its date beneath. */
export function StandingBadge(props: { status: EnrollmentStanding; date: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={standingColors[props.status]} variant="light" data-testid={`standing-${props.status}`}>
        {t(`organization.reports.standings.${props.status}`)}
      </Badge>
      {props.date && (
        <Text size="xs" c="dimmed">
          {formatDate(props.date)}
        </Text>
      )}
    </Stack>
  );
}
