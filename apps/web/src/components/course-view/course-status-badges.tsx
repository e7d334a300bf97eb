import type { CourseBadge, EnrollmentStatus } from '@academy/contracts/entities/learning';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<EnrollmentStatus, string> = {
  completed: 'teal',
  eligible: 'blue',
  in_progress: 'yellow',
  not_started: 'gray',
  expired: 'red',
};

const BADGE_COLOR: Record<CourseBadge, string> = {
  certified: 'teal',
  enrolled: 'indigo',
  expired: 'red',
  not_enrolled: 'gray',
};

/** Course card status and course matrix badge (spec §4); not_started reads "Not enrolled". */
export function CourseStatusBadges(props: {
  status: EnrollmentStatus | null | undefined;
  badge: CourseBadge | null | undefined;
}) {
  const { t } = useTranslation();
  const { status, badge } = props;
  if (!status && !badge) return null;
  return (
    <Group gap={6}>
      {status && (
        <Badge color={STATUS_COLOR[status]} variant="light" data-testid="course-status">
          {t(`academy.status.${status}`)}
        </Badge>
      )}
      {badge && (status !== 'not_started' || badge !== 'not_enrolled') && (
        <Badge color={BADGE_COLOR[badge]} variant="dot" data-testid="course-badge">
          {t(`academy.badge.${badge}`)}
        </Badge>
      )}
    </Group>
  );
}
