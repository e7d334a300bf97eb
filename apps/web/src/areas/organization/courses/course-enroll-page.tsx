import { href } from '@academy/contracts/routes';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { invalidateInsights } from '../../../api/company-insights.ts';
import { can } from '../../../api/resources/abilities.ts';
import { EnrollForm } from '../../../features/enrollments/enroll-form.tsx';
import {
  courseStep,
  type OrganizationCourse,
  OrganizationCourseFrame,
} from './organization-course-frame.tsx';

/**
 * /organization/courses/:course/edit (organization.course.edit, "enroll more"): enrolls departments, people or
 * the whole company in this course, with dates and recurrence — the shared enroll form with the course and the
 * company fixed. Offered to whoever may change the company (its `update` ability); the server decides anyway.
 */
export function OrganizationCourseEnrollPage() {
  const { t } = useTranslation();
  return (
    <OrganizationCourseFrame
      trail={(course) => [courseStep(course)]}
      current={() => t('organization.courses.enroll.title')}
    >
      {(course) => <EnrollInCourse course={course} />}
    </OrganizationCourseFrame>
  );
}

function EnrollInCourse(props: { course: OrganizationCourse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { company, courseKey, title } = props.course;
  const back = href('organization.course.show', { course: courseKey });
  return (
    <Stack gap="md">
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {t('organization.courses.enroll.heading', { course: title })}
      </Title>
      {can(company, 'update') ? (
        <>
          <Text c="dimmed">{t('organization.courses.enroll.intro')}</Text>
          <EnrollForm
            company={{ id: company.id, uuid: company.uuid, header: company.name }}
            course={{ uuid: courseKey, header: title }}
            onSaved={async () => {
              await invalidateInsights(queryClient);
              await navigate(back, { replace: true });
            }}
            onCancel={() => navigate(back)}
          />
        </>
      ) : (
        <Alert color="gray" variant="light" data-testid="enroll-not-allowed">
          {t('organization.courses.enroll.not_allowed')}
        </Alert>
      )}
    </Stack>
  );
}
