import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StatisticsFilter } from '../../../api/statistics.ts';
import { DateField } from '../../../components/date-field/date-field.tsx';
import { ReferenceSelect } from '../../../components/reference-select/reference-select.tsx';
import {
  localToday,
  type Period,
  type PresetName,
  presetPeriod,
  validDay,
  withEnd,
} from './period-filter.ts';

const PRESETS: PresetName[] = ['last_30_days', 'last_12_months', 'this_year', 'last_year'];

/**
 * The statistics filter: quick periods, the period's two days and the company. An administrator acting in a
 * company (impersonation) sees that company's figures only — the server decides it — so the company is shown, not
 * offered.
 */
export function StatisticsFilters(props: {
  filter: StatisticsFilter;
  /** The period the figures on screen cover (the server's defaults filled in). */
  period: Period;
  /** The company named by the figures on screen, to label the choice before the list is searched. */
  company: { uuid: string; header: string } | null;
  /** The company the administrator acts in, if any. */
  scope: { name: string } | null;
  onChange: (filter: StatisticsFilter) => void;
}) {
  const { t } = useTranslation();
  const today = localToday();
  const setPeriod = (period: Period) => props.onChange({ ...props.filter, ...period });
  const setDay = (end: 'from' | 'to', value: string) => {
    const day = validDay(value);
    if (day) setPeriod(withEnd(props.period, end, day));
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('admin.statistics.filters.label')}>
      <Stack gap="sm">
        <Group gap="xs" role="group" aria-label={t('admin.statistics.filters.presets')}>
          {PRESETS.map((name) => {
            const preset = presetPeriod(name, today);
            const chosen = preset.from === props.period.from && preset.to === props.period.to;
            return (
              <Button
                key={name}
                size="compact-sm"
                variant={chosen ? 'filled' : 'default'}
                aria-pressed={chosen}
                onClick={() => setPeriod(preset)}
              >
                {t(`admin.statistics.filters.${name}`)}
              </Button>
            );
          })}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <DateField
            clearable={false}
            label={t('admin.statistics.filters.from')}
            value={props.period.from}
            maxDate={props.period.to || undefined}
            onChange={(value) => setDay('from', value)}
            data-testid="statistics-from"
          />
          <DateField
            clearable={false}
            label={t('admin.statistics.filters.to')}
            value={props.period.to}
            minDate={props.period.from || undefined}
            onChange={(value) => setDay('to', value)}
            data-testid="statistics-to"
          />
          {props.scope ? (
            <Stack gap={4}>
              <TextInput label={t('admin.statistics.filters.company')} value={props.scope.name} readOnly />
              <Text size="xs" c="dimmed">
                {t('admin.statistics.filters.scoped', { company: props.scope.name })}
              </Text>
            </Stack>
          ) : (
            <ReferenceSelect
              segment="companies"
              label={t('admin.statistics.filters.company')}
              placeholder={t('admin.statistics.filters.all_companies')}
              value={props.filter.company ?? null}
              known={props.company ? [{ value: props.company.uuid, label: props.company.header }] : []}
              onChange={(company) => props.onChange({ ...props.filter, company: company ?? undefined })}
              data-testid="statistics-company"
            />
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
