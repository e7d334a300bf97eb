import { Stack } from '@mantine/core';
import { DashboardCertificates } from './dashboard-certificates.tsx';
import { DashboardCourses } from './dashboard-courses.tsx';
import { DashboardNotifications } from './dashboard-notifications.tsx';

/** The learner's part of the dashboard: unread notifications, on-going and completed courses, certificates. */
export function DashboardLearning() {
  return (
    <Stack gap="xl">
      <DashboardNotifications />
      <DashboardCourses filter="ongoing" />
      <DashboardCourses filter="completed" />
      <DashboardCertificates />
    </Stack>
  );
}
