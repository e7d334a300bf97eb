import { href } from '@academy/contracts/routes';
import { Alert, Button, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTimeline } from '../../../api/statistics.ts';
import { useSession } from '../../../api/use-session.ts';
import { ChartFigure } from '../../../components/chart-figure/chart-figure.tsx';
import { formatDate } from '../../../i18n/reader-dates.ts';
import { localToday } from '../statistics/period-filter.ts';
import { TimelineFilters } from './timeline-filters.tsx';
import { TimelineGrid } from './timeline-grid.tsx';
import { windowAroundToday } from './timeline-layout.ts';
import { TimelineLegend } from './timeline-legend.tsx';
import { useTimelineFilter } from './use-timeline-filter.ts';

/**
 * /admin/enrollments/timeline: enrollments over time by their start and end dates, each course for a company,
 * department or person as a row of periods — recurring cycles side by side, the next ones planned — filtered by
 * company and course (GET /api/v1/statistics/enrollment-timeline, paged by rows). The grid is a picture: the same
 * periods are a table (ChartFigure).
 */
export function TimelinePage() {
  const { t } = useTranslation();
  const today = localToday();
  const [filter, setFilter] = useTimelineFilter();
  const query = useTimeline(filter);
  const scope = useSession()?.context.scope;
  const data = query.data;
  const fallback = windowAroundToday(today);
  // What was asked for wins over the answer on screen, which may still be the last window's while the next loads.
  const window = {
    from: filter.from ?? data?.from ?? fallback.from,
    to: filter.to ?? data?.to ?? fallback.to,
  };
  const pagination = data?.pagination;
  const first = pagination ? (pagination.page - 1) * pagination.per_page + 1 : 0;
  const type = (name: string) => t(`admin.timeline.types.${name}`);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{t('admin.timeline.title')}</Title>
          <Text c="dimmed">{t('admin.timeline.intro')}</Text>
        </Stack>
        <Button
          component={Link}
          to={href('admin.statistics.index')}
          variant="light"
          leftSection={<IconChartBar size={16} aria-hidden />}
        >
          {t('admin.timeline.statistics_link')}
        </Button>
      </Group>
      <TimelineFilters
        filter={filter}
        window={window}
        today={today}
        scope={scope?.type === 'company' ? scope : null}
        onChange={setFilter}
      />
      {query.isPending ? (
        <Group justify="center" py="xl">
          <Loader role="status" aria-label={t('admin.timeline.loading')} />
        </Group>
      ) : query.isError && !data ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('admin.timeline.error')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('resource.table.retry')}
            </Button>
          </Group>
        </Alert>
      ) : data ? (
        <Stack gap="md" aria-busy={query.isFetching}>
          <TimelineLegend />
          <ChartFigure
            title={t('admin.timeline.figure')}
            description={t('admin.timeline.figure_description', {
              from: formatDate(data.from),
              to: formatDate(data.to),
            })}
            empty={t('admin.timeline.empty')}
            columns={[
              { key: 'course', label: t('admin.timeline.columns.course') },
              { key: 'enrolled', label: t('admin.timeline.columns.enrolled') },
              { key: 'company', label: t('admin.timeline.columns.company') },
              { key: 'start', label: t('admin.timeline.columns.start') },
              { key: 'end', label: t('admin.timeline.columns.end') },
              { key: 'state', label: t('admin.timeline.columns.state') },
            ]}
            rows={data.items.flatMap((series) =>
              series.cycles.map((cycle) => ({
                key: `${series.course.id}:${series.company.id}:${series.enrollable.fqmi}:${cycle.start_date}:${cycle.state}`,
                cells: [
                  series.course.header,
                  series.enrollable.type === 'company'
                    ? type('company')
                    : `${series.enrollable.header} (${type(series.enrollable.type)})`,
                  series.company.header,
                  formatDate(cycle.start_date),
                  cycle.end_date ? formatDate(cycle.end_date) : t('admin.timeline.open_ended'),
                  t(`admin.timeline.states.${cycle.state}`),
                ],
              })),
            )}
            data-testid="timeline"
          >
            <TimelineGrid series={data.items} window={{ from: data.from, to: data.to }} today={today} />
          </ChartFigure>
          {pagination && pagination.total > 0 && (
            <Group justify="space-between" component="nav" aria-label={t('admin.timeline.pages')}>
              <Text size="sm" c="dimmed" data-testid="timeline-range">
                {t('admin.timeline.range', {
                  from: first,
                  to: first + data.items.length - 1,
                  total: pagination.total,
                })}
              </Text>
              {pagination.last_page > 1 && (
                <Pagination
                  total={pagination.last_page}
                  value={pagination.page}
                  onChange={(page) => setFilter({ ...filter, page })}
                  withEdges
                  getItemProps={(page) => ({ 'aria-label': t('resource.table.page_n', { page }) })}
                  getControlProps={(control) => ({ 'aria-label': t(`resource.table.page_${control}`) })}
                />
              )}
            </Group>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
