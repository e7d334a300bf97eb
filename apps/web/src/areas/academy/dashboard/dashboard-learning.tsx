import { Stack } from '@mantine/core';
import { DashboardCertificates } from './dashboard-certificates.tsx';
import { DashboardCourses } from './dashboard-courses.tsx';

/** The learner's part of the dashboard: on-going and completed courses, then certificates. */
export function DashboardLearning() {
  return (
    <Stack gap="xl">
      <DashboardCourses filter="ongoing" />
      <DashboardCourses filter="completed" />
      <DashboardCertificates />
    </Stack>
  );
}
