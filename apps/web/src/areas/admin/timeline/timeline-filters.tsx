import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TimelineFilter } from '../../../api/statistics.ts';
import { DateField } from '../../../components/date-field/date-field.tsx';
import { ReferenceSelect } from '../../../components/reference-select/reference-select.tsx';
import { type Period, validDay, withEnd } from '../statistics/period-filter.ts';
import { shiftWindow, windowAroundToday } from './timeline-layout.ts';

/**
 * The timeline's filter: company and course, and the window (its two days, or moved by three months). An
 * administrator acting in a company sees that company's enrollments only, so the company is shown, not offered.
 * Every change goes back to the first page.
 */
export function TimelineFilters(props: {
  filter: TimelineFilter;
  /** The window on screen (the server's default filled in). */
  window: Period;
  today: string;
  scope: { name: string } | null;
  onChange: (filter: TimelineFilter) => void;
}) {
  const { t } = useTranslation();
  const key = (name: string) => t(`admin.timeline.filters.${name}`);
  const change = (next: Partial<TimelineFilter>) =>
    props.onChange({ ...props.filter, ...next, page: undefined });
  const setDay = (end: 'from' | 'to', value: string) => {
    const day = validDay(value);
    if (day) change(withEnd(props.window, end, day));
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={key('label')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {props.scope ? (
            <Stack gap={4}>
              <TextInput label={key('company')} value={props.scope.name} readOnly />
              <Text size="xs" c="dimmed">
                {t('admin.timeline.filters.scoped', { company: props.scope.name })}
              </Text>
            </Stack>
          ) : (
            <ReferenceSelect
              segment="companies"
              label={key('company')}
              placeholder={key('all_companies')}
              value={props.filter.company ?? null}
              onChange={(company) => change({ company: company ?? undefined })}
              data-testid="timeline-company"
            />
          )}
          <ReferenceSelect
            segment="courses"
            label={key('course')}
            placeholder={key('all_courses')}
            value={props.filter.course ?? null}
            onChange={(course) => change({ course: course ?? undefined })}
            data-testid="timeline-course"
          />
        </SimpleGrid>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DateField
            clearable={false}
            label={key('from')}
            value={props.window.from}
            maxDate={props.window.to || undefined}
            onChange={(value) => setDay('from', value)}
            data-testid="timeline-from"
          />
          <DateField
            clearable={false}
            label={key('to')}
            value={props.window.to}
            minDate={props.window.from || undefined}
            onChange={(value) => setDay('to', value)}
            data-testid="timeline-to"
          />
          <Group gap="xs" role="group" aria-label={key('window')}>
            <Button
              variant="default"
              leftSection={<IconChevronLeft size={16} aria-hidden />}
              onClick={() => change(shiftWindow(props.window, -3))}
            >
              {key('earlier')}
            </Button>
            <Button variant="default" onClick={() => change(windowAroundToday(props.today))}>
              {key('around_today')}
            </Button>
            <Button
              variant="default"
              rightSection={<IconChevronRight size={16} aria-hidden />}
              onClick={() => change(shiftWindow(props.window, 3))}
            >
              {key('later')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
