import { href } from '@academy/contracts/routes';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseFilter } from '../../../api/academy/courses.ts';
import { ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { CourseGrid } from '../courses/course-grid.tsx';
import { useCourses } from '../courses/use-courses.ts';
import { DashboardSection } from './dashboard-section.tsx';

/** On-going or completed courses on the dashboard. */
export function DashboardCourses(props: { filter: Exclude<CourseFilter, 'all'> }) {
  const { t } = useTranslation();
  const courses = useCourses(props.filter);
  const id = `dashboard-${props.filter}`;
  return (
    <DashboardSection
      id={id}
      title={t(`academy.dashboard.${props.filter}`)}
      more={{
        to: href('academy.course.index', { filter: props.filter }),
        label: t('academy.dashboard.see_all'),
      }}
    >
      {courses.isPending ? (
        <LoadingState />
      ) : courses.isError ? (
        <ErrorPanel onRetry={() => void courses.refetch()} />
      ) : courses.data.length === 0 ? (
        <Text c="dimmed">{t(`academy.dashboard.${props.filter}_empty`)}</Text>
      ) : (
        <CourseGrid courses={courses.data} headingLevel={3} label={t(`academy.dashboard.${props.filter}`)} />
      )}
    </DashboardSection>
  );
}
