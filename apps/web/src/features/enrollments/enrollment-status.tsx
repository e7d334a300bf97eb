import type { Enrollment } from '@academy/contracts/entities/enrollment';
import { Badge } from '@mantine/core';
import { i18n } from '../../i18n/i18n-setup.ts';

const statusColor: Record<Enrollment['status'], string> = {
  active: 'teal',
  inactive: 'gray',
  revoked: 'red',
};

/** spec §2 enrollment panel: active or inactive, and the revoked flag. */
export const enrollmentStatusText = (status: Enrollment['status']) => i18n.t(`enrollments.status.${status}`);

export function EnrollmentStatusBadge(props: { status: Enrollment['status'] }) {
  return (
    <Badge color={statusColor[props.status]} variant="light" data-testid="enrollment-status">
      {enrollmentStatusText(props.status)}
    </Badge>
  );
}

/** "Every 14 days" style text of a recurring enrollment's pause, or "No" (spec §4). */
export function recurrenceText(item: Pick<Enrollment, 'is_recurring' | 'recur_after_days'>): string {
  if (!item.is_recurring) return i18n.t('resource.table.no');
  return i18n.t('enrollments.recurs_after', { count: item.recur_after_days ?? 0 });
}

/** "Department: Sales" — who an enrollment is for. */
export const enrolledAsText = (item: Pick<Enrollment, 'enrollable_type' | 'enrollable'>) =>
  `${i18n.t(`enrollments.enrolled_as.${item.enrollable_type}`)}: ${item.enrollable?.header ?? '—'}`;
