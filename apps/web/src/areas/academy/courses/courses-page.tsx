import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CourseFilter } from '../../../api/academy/courses.ts';
import { EmptyPanel, ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { CourseGrid } from './course-grid.tsx';
import { useCourses } from './use-courses.ts';

const FILTERS: CourseFilter[] = ['all', 'ongoing', 'completed'];
const isFilter = (value: string | null): value is CourseFilter => FILTERS.includes(value as CourseFilter);

/** /courses: the learner's courses, filtered all / on-going / completed (kept in the address). */
export function CoursesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('filter');
  const filter: CourseFilter = isFilter(raw) ? raw : 'all';
  const courses = useCourses(filter);

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('academy.courses.title')}</Title>
          <Text c="dimmed">{t('academy.courses.subtitle')}</Text>
        </Stack>
        <SegmentedControl
          aria-label={t('academy.courses.filter_label')}
          value={filter}
          onChange={(value) => setSearch(value === 'all' ? {} : { filter: value }, { replace: true })}
          data={FILTERS.map((value) => ({ value, label: t(`academy.courses.filter.${value}`) }))}
          data-testid="course-filter"
        />
      </Group>
      {courses.isPending ? (
        <LoadingState />
      ) : courses.isError ? (
        <ErrorPanel onRetry={() => void courses.refetch()} />
      ) : courses.data.length === 0 ? (
        <EmptyPanel
          icon={<IconBook size={28} aria-hidden />}
          title={t(`academy.courses.empty.${filter}`)}
          text={t('academy.courses.empty_text')}
        />
      ) : (
        <CourseGrid courses={courses.data} label={t('academy.courses.list_label')} />
      )}
    </Stack>
  );
}
