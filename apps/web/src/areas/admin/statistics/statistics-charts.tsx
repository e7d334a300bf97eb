import '@mantine/charts/styles.css';
import type { Statistics } from '@academy/contracts/entities/statistics';
import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../components/chart-figure/chart-figure.tsx';
import { formatMonth, formatNumber, formatPercent } from './statistics-format.ts';

const HEIGHT = 260;

/**
 * The statistics as charts (@mantine/charts on recharts), each with the same figures as a table (ChartFigure). This
 * file is a chunk of its own, loaded after the key figures, so recharts never weighs on the entry or on the first
 * paint of the admin area. Recharts' own keyboard layer is off: the drawing is hidden from assistive technology and
 * the table is the way in.
 */
export function StatisticsCharts(props: { statistics: Statistics }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const s = props.statistics;
  const number = (value: number) => formatNumber(value, language);
  const percent = (value: number) => formatPercent(value, language);
  const key = (name: string) => t(`admin.statistics.charts.${name}`);
  const months = s.months.map((month) => ({ ...month, label: formatMonth(month.month, language) }));
  const monthColumn = { key: 'month', label: key('month') };
  const common = { accessibilityLayer: false, h: HEIGHT, valueFormatter: number, tickLine: 'y' } as const;
  // Counts have whole-number ticks (recharts would otherwise draw 0.5 learners on a small scale).
  const wholeNumbers = { allowDecimals: false };

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartFigure
        title={key('activity')}
        columns={[
          monthColumn,
          { key: 'completions', label: key('completions'), numeric: true },
          { key: 'active_learners', label: key('active_learners'), numeric: true },
          { key: 'examinations', label: key('examinations'), numeric: true },
        ]}
        rows={months.map((month) => ({
          key: month.month,
          cells: [
            formatMonth(month.month, language, 'long'),
            number(month.completions),
            number(month.active_learners),
            number(month.examinations),
          ],
        }))}
        data-testid="chart-activity"
      >
        <LineChart
          {...common}
          data={months}
          dataKey="label"
          curveType="linear"
          yAxisProps={wholeNumbers}
          withLegend
          series={[
            { name: 'completions', label: key('completions'), color: 'teal.7' },
            { name: 'active_learners', label: key('active_learners'), color: 'blue.6' },
          ]}
        />
      </ChartFigure>

      <ChartFigure
        title={key('certificates')}
        columns={[
          monthColumn,
          { key: 'issued', label: key('issued'), numeric: true },
          { key: 'expiring', label: key('expiring'), numeric: true },
        ]}
        rows={months.map((month) => ({
          key: month.month,
          cells: [
            formatMonth(month.month, language, 'long'),
            number(month.certificates_issued),
            number(month.certificates_expiring),
          ],
        }))}
        data-testid="chart-certificates"
      >
        <BarChart
          {...common}
          data={months}
          dataKey="label"
          yAxisProps={wholeNumbers}
          withLegend
          series={[
            { name: 'certificates_issued', label: key('issued'), color: 'grape.6' },
            { name: 'certificates_expiring', label: key('expiring'), color: 'orange.6' },
          ]}
        />
      </ChartFigure>

      <ChartFigure
        title={key('courses')}
        description={key('courses_description')}
        empty={key('courses_empty')}
        columns={[
          { key: 'course', label: key('course') },
          { key: 'submitted', label: key('submitted'), numeric: true },
          { key: 'passed', label: key('passed'), numeric: true },
          { key: 'pass_rate', label: key('pass_rate'), numeric: true },
        ]}
        rows={s.courses.map((course) => ({
          key: course.course.uuid,
          cells: [
            course.course.header,
            number(course.submitted),
            number(course.passed),
            percent(course.pass_rate),
          ],
        }))}
        data-testid="chart-courses"
      >
        <BarChart
          {...common}
          h={Math.max(120, 44 * s.courses.length + 40)}
          data={s.courses.map((course) => ({ name: course.course.header, pass_rate: course.pass_rate }))}
          dataKey="name"
          orientation="vertical"
          valueFormatter={percent}
          xAxisProps={{ domain: [0, 1] }}
          yAxisProps={{ width: 140 }}
          withBarValueLabel
          gridAxis="y"
          series={[{ name: 'pass_rate', label: key('pass_rate'), color: 'green.7' }]}
        />
      </ChartFigure>

      <ChartFigure
        title={key('companies')}
        description={key('companies_description')}
        empty={key('companies_empty')}
        columns={[
          { key: 'company', label: key('company') },
          { key: 'completions', label: key('completions'), numeric: true },
          { key: 'certificates', label: key('issued'), numeric: true },
          { key: 'active_learners', label: key('active_learners'), numeric: true },
          { key: 'examinations', label: key('examinations'), numeric: true },
        ]}
        rows={s.companies.map((entry) => ({
          key: entry.company.uuid,
          cells: [
            entry.company.header,
            number(entry.completions),
            number(entry.certificates),
            number(entry.active_learners),
            number(entry.examinations),
          ],
        }))}
        data-testid="chart-companies"
      >
        <BarChart
          {...common}
          h={Math.max(120, 52 * s.companies.length + 60)}
          data={s.companies.map((entry) => ({ ...entry, name: entry.company.header }))}
          dataKey="name"
          orientation="vertical"
          xAxisProps={wholeNumbers}
          yAxisProps={{ width: 140 }}
          gridAxis="y"
          withLegend
          series={[
            { name: 'completions', label: key('completions'), color: 'teal.7' },
            { name: 'active_learners', label: key('active_learners'), color: 'blue.6' },
          ]}
        />
      </ChartFigure>
    </SimpleGrid>
  );
}
