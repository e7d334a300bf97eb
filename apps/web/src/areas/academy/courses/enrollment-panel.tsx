import type { LearnerEnrollment } from '@academy/contracts/entities/learning';
import { Badge, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/reader-dates.ts';
import { Panel, PanelRow } from './panel-row.tsx';

const STATUS_COLOR = { active: 'teal', inactive: 'gray', revoked: 'red' } as const;

/** The enrollment panel (spec §2): type, dates, recurring, active or inactive, days left and to the next one, revoked. */
export function EnrollmentPanel(props: { enrollment: LearnerEnrollment | null | undefined }) {
  const { t } = useTranslation();
  const enrollment = props.enrollment;
  return (
    <Panel
      title={t('academy.enrollment.title')}
      testId="enrollment-panel"
      empty={enrollment ? null : t('academy.enrollment.none')}
    >
      {enrollment && (
        <Stack gap={6} component="dl" m={0}>
          <PanelRow label={t('academy.enrollment.status')}>
            <Badge color={STATUS_COLOR[enrollment.status]} variant="light" data-testid="enrollment-status">
              {t(`academy.enrollment.statuses.${enrollment.status}`)}
            </Badge>
          </PanelRow>
          <PanelRow label={t('academy.enrollment.type')}>
            {t(`academy.enrollment.types.${enrollment.type}`)}
          </PanelRow>
          <PanelRow label={t('academy.enrollment.start_date')}>{formatDate(enrollment.start_date)}</PanelRow>
          <PanelRow label={t('academy.enrollment.end_date')}>
            {enrollment.end_date ? formatDate(enrollment.end_date) : t('academy.enrollment.no_end')}
          </PanelRow>
          {enrollment.days_remaining !== null && (
            <PanelRow label={t('academy.enrollment.days_remaining')}>
              {t('academy.days', { count: enrollment.days_remaining })}
            </PanelRow>
          )}
          <PanelRow label={t('academy.enrollment.recurring')}>
            {enrollment.is_recurring
              ? t('academy.enrollment.recurring_pause', { count: enrollment.recur_after_days ?? 0 })
              : t('academy.no')}
          </PanelRow>
          {enrollment.is_recurring && enrollment.next_start_date && (
            <PanelRow label={t('academy.enrollment.next')} testId="enrollment-next">
              {t('academy.enrollment.next_value', {
                date: formatDate(enrollment.next_start_date),
                count: enrollment.days_until_next ?? 0,
              })}
            </PanelRow>
          )}
          <PanelRow label={t('academy.enrollment.revoked')}>
            {enrollment.is_revoked ? t('academy.yes') : t('academy.no')}
          </PanelRow>
        </Stack>
      )}
    </Panel>
  );
}
