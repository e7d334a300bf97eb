import type { TimelineSeries } from '@academy/contracts/entities/statistics';
import { Text, Tooltip } from '@mantine/core';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/reader-dates.ts';
import type { Period } from '../statistics/period-filter.ts';
import { formatMonthName } from '../statistics/statistics-format.ts';
import classes from './timeline-grid.module.css';
import { barPlacement, monthColumns, todayPosition } from './timeline-layout.ts';

/** What a row is labelled with: the course, then who is enrolled (and the company, when that is not the company). */
export function rowLabel(series: TimelineSeries, typeLabel: string) {
  const who = series.enrollable.type === 'company' ? typeLabel : `${series.enrollable.header} · ${typeLabel}`;
  return { title: series.course.header, subtitle: `${who} · ${series.company.header}` };
}

/**
 * The timeline drawn as a month grid: one track per row, a bar per enrollment period (its state by colour and
 * pattern, a planned period dashed), today as a line. It is the picture only (ChartFigure hides it from assistive
 * technology and gives the same periods as a table); the hover tooltips repeat what the table says.
 */
export function TimelineGrid(props: { series: TimelineSeries[]; window: Period; today: string }) {
  const { t, i18n } = useTranslation();
  const columns = monthColumns(props.window);
  const today = todayPosition(props.today, props.window);
  const lines = columns
    .slice(1)
    .map((column) => (
      <span key={column.month} className={classes.monthLine} style={{ left: `${column.left}%` }} />
    ));
  const todayLine = today === null ? null : <span className={classes.today} style={{ left: `${today}%` }} />;
  const dateText = (day: string | null) => (day ? formatDate(day) : t('admin.timeline.open_ended'));
  return (
    <div className={classes.grid} data-testid="timeline-grid">
      <div className={classes.months}>
        {today !== null && (
          <span className={classes.todayLabel} style={{ left: `${today}%` }}>
            {t('admin.timeline.today')}
          </span>
        )}
        {columns.map((column, index) => (
          <span
            key={column.month}
            className={classes.month}
            style={{ left: `${column.left}%`, width: `${column.width}%` }}
          >
            {formatMonthName(column.month, i18n.language)}
            {(index === 0 || column.month.endsWith('-01')) && (
              <span className={classes.year}>{column.month.slice(0, 4)}</span>
            )}
          </span>
        ))}
      </div>
      {props.series.map((series) => {
        const label = rowLabel(series, t(`admin.timeline.types.${series.enrollable.type}`));
        return (
          <div
            key={`${series.course.id}:${series.company.id}:${series.enrollable.fqmi}`}
            style={{ display: 'contents' }}
          >
            <div className={classes.label} data-testid="timeline-row">
              <Text size="sm" fw={600} truncate="end">
                {label.title}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {label.subtitle}
              </Text>
            </div>
            <div className={classes.track}>
              {lines}
              {todayLine}
              {series.cycles.map((cycle) => {
                const place = barPlacement(cycle, props.window);
                if (!place) return null;
                const text = t('admin.timeline.bar', {
                  state: t(`admin.timeline.states.${cycle.state}`),
                  start: formatDate(cycle.start_date),
                  end: dateText(cycle.end_date),
                });
                return (
                  <Tooltip key={`${cycle.start_date}:${cycle.state}`} label={text} withArrow>
                    <span
                      className={clsx(classes.bar, classes[cycle.state], {
                        [classes.cutStart]: place.cutStart,
                        [classes.cutEnd]: place.cutEnd,
                      })}
                      style={{ left: `${place.left}%`, width: `${place.width}%` }}
                      data-state={cycle.state}
                    />
                  </Tooltip>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
