import { href } from '@academy/contracts/routes';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh, IconTimeline } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRefreshStatistics, useStatistics } from '../../../api/statistics.ts';
import { useSession } from '../../../api/use-session.ts';
import { formatDate, formatDateTime } from '../../../i18n/reader-dates.ts';
import { localToday, presetPeriod } from './period-filter.ts';
import { StatisticsFilters } from './statistics-filters.tsx';
import { StatisticsKpis } from './statistics-kpis.tsx';
import { useStatisticsFilter } from './use-statistics-filter.ts';

// recharts is big: the charts come as a chunk of their own, after the key figures are on screen.
const StatisticsCharts = lazy(async () => ({
  default: (await import('./statistics-charts.tsx')).StatisticsCharts,
}));

function Loading(props: { label: string }) {
  return (
    <Group justify="center" py="xl">
      <Loader role="status" aria-label={props.label} />
    </Group>
  );
}

/**
 * /admin/statistics, the admin landing page (spec §2): the key figures of a period and company (spec §3
 * Statistics and what a certification platform's administrator reads beside them) and charts with tables of the
 * same figures. One aggregated call (GET /api/v1/statistics); the filter lives in the address. The server keeps a
 * period's figures for a few minutes: the page says when they were computed and can ask for them afresh.
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useStatisticsFilter();
  const query = useStatistics(filter);
  const refresh = useRefreshStatistics(filter);
  const scope = useSession()?.context.scope;
  const statistics = query.data;
  const fallback = presetPeriod('last_12_months', localToday());
  // What was asked for wins over the figures on screen, which may still be the last period's while the next loads.
  const period = {
    from: filter.from ?? statistics?.from ?? fallback.from,
    to: filter.to ?? statistics?.to ?? fallback.to,
  };
  const empty =
    statistics !== undefined &&
    statistics.examinations_count === 0 &&
    statistics.certificates_count === 0 &&
    statistics.certificates_expiring_count === 0 &&
    statistics.enrollments_started_count === 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{t('admin.statistics.title')}</Title>
          <Text c="dimmed">{t('admin.statistics.intro')}</Text>
        </Stack>
        <Button
          component={Link}
          to={href('admin.enrollment.timeline')}
          variant="light"
          leftSection={<IconTimeline size={16} aria-hidden />}
        >
          {t('admin.statistics.timeline_link')}
        </Button>
      </Group>
      <StatisticsFilters
        filter={filter}
        period={period}
        company={statistics?.company ?? null}
        scope={scope?.type === 'company' ? scope : null}
        onChange={setFilter}
      />
      {query.isPending ? (
        <Loading label={t('admin.statistics.loading')} />
      ) : query.isError && !statistics ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('admin.statistics.error')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('resource.table.retry')}
            </Button>
          </Group>
        </Alert>
      ) : statistics ? (
        <Stack gap="lg" aria-busy={query.isFetching}>
          <Group gap="xs" aria-live="polite">
            <Text size="sm" c="dimmed" data-testid="statistics-period">
              {t('admin.statistics.period', {
                from: formatDate(statistics.from),
                to: formatDate(statistics.to),
                company: statistics.company?.header ?? t('admin.statistics.period_all'),
              })}
            </Text>
            {query.isFetching && (
              <Text size="sm" c="dimmed">
                {t('admin.statistics.updating')}
              </Text>
            )}
            <Text size="sm" c="dimmed" data-testid="statistics-computed-at">
              {t('admin.statistics.computed_at', { time: formatDateTime(statistics.computed_at) })}
            </Text>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={refresh.isPending}
              disabled={query.isFetching}
              onClick={() => refresh.mutate()}
            >
              {t('admin.statistics.refresh')}
            </Button>
          </Group>
          <StatisticsKpis statistics={statistics} />
          {empty ? (
            <Text c="dimmed" data-testid="statistics-empty">
              {t('admin.statistics.empty')}
            </Text>
          ) : (
            <Suspense fallback={<Loading label={t('admin.statistics.loading')} />}>
              <StatisticsCharts statistics={statistics} />
            </Suspense>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
