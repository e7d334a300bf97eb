import type { Statistics } from '@academy/contracts/entities/statistics';
import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  type Icon,
  IconCalendarEvent,
  IconCertificate,
  IconChecklist,
  IconClockExclamation,
  IconPercentage,
  IconSchool,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/reader-dates.ts';
import { formatNumber, formatPercent } from './statistics-format.ts';

type Figure = { key: string; label: string; value: string; hint: string; icon: Icon; color: string };

/**
 * The key figures of the period (spec §3: certificates_count and _users, examinations_count and _users), each a
 * card with its name, the number and what it counts, read in that order.
 */
export function StatisticsKpis(props: { statistics: Statistics }) {
  const { t, i18n } = useTranslation();
  const s = props.statistics;
  const number = (value: number) => formatNumber(value, i18n.language);
  const figures: Figure[] = [
    {
      key: 'certificates',
      label: t('admin.statistics.kpi.certificates'),
      value: number(s.certificates_count),
      hint: t('admin.statistics.kpi.certificates_users', {
        count: s.certificates_users,
        n: number(s.certificates_users),
      }),
      icon: IconCertificate,
      color: 'grape',
    },
    {
      key: 'completions',
      label: t('admin.statistics.kpi.completions'),
      value: number(s.completions_count),
      hint: t('admin.statistics.kpi.completions_hint'),
      icon: IconSchool,
      color: 'teal',
    },
    {
      key: 'examinations',
      label: t('admin.statistics.kpi.examinations'),
      value: number(s.examinations_count),
      hint: t('admin.statistics.kpi.examinations_users', {
        count: s.examinations_users,
        n: number(s.examinations_users),
      }),
      icon: IconChecklist,
      color: 'blue',
    },
    {
      key: 'active-learners',
      label: t('admin.statistics.kpi.active_learners'),
      value: number(s.examinations_users),
      hint: t('admin.statistics.kpi.active_learners_hint'),
      icon: IconUsers,
      color: 'cyan',
    },
    {
      key: 'pass-rate',
      label: t('admin.statistics.kpi.pass_rate'),
      value: s.pass_rate === null ? '–' : formatPercent(s.pass_rate, i18n.language),
      hint:
        s.pass_rate === null
          ? t('admin.statistics.kpi.pass_rate_none')
          : t('admin.statistics.kpi.pass_rate_hint', {
              passed: number(s.passed_count),
              submitted: number(s.submitted_count),
            }),
      icon: IconPercentage,
      color: 'green',
    },
    {
      key: 'expiring',
      label: t('admin.statistics.kpi.expiring'),
      value: number(s.certificates_expiring_count),
      hint: t('admin.statistics.kpi.expiring_hint'),
      icon: IconClockExclamation,
      color: 'orange',
    },
    {
      key: 'enrollments',
      label: t('admin.statistics.kpi.enrollments'),
      value: number(s.enrollments_active_count),
      hint: t('admin.statistics.kpi.enrollments_hint', {
        count: s.enrollments_started_count,
        n: number(s.enrollments_started_count),
        date: formatDate(s.to),
      }),
      icon: IconCalendarEvent,
      color: 'indigo',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {figures.map((figure) => (
        <Card key={figure.key} withBorder radius="md" padding="sm" data-testid={`kpi-${figure.key}`}>
          <ThemeIcon variant="light" color={figure.color} radius="md" size={32} mb={6} aria-hidden>
            <figure.icon size={18} />
          </ThemeIcon>
          <Text size="sm" c="dimmed" fw={500}>
            {figure.label}
          </Text>
          <Text fz={26} fw={700} lh={1.2} data-testid="kpi-value">
            {figure.value}
          </Text>
          <Text size="xs" c="dimmed">
            {figure.hint}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
