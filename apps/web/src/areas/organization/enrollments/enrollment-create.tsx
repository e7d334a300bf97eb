import type { Company } from '@academy/contracts/entities/company';
import { href } from '@academy/contracts/routes';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext, useSearchParams } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { EnrollForm } from '../../../features/enrollments/enroll-form.tsx';

/**
 * /organization/enrollments/create (spec §2, §4, §5): the whole company, one of its departments or one of its
 * people in a course, with dates and recurrence; the shared form offers only this company's departments and
 * people and the courses given to it (issue 21), and says the spec's messages on their fields.
 */
export function EnrollmentCreate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  // The Courses tab's "Enroll" names the course (?course=uuid); it stays changeable here.
  const [search] = useSearchParams();
  const back = href('organization.company.enrollments');
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('organization.enrollments.create_title')}
      </Title>
      <EnrollForm
        company={{ id: item.id, uuid: item.uuid, header: item.name }}
        initialCourse={search.get('course') ?? undefined}
        givenCoursesOnly
        onSaved={() => navigate(back, { replace: true })}
        onCancel={() => navigate(back)}
      />
    </Stack>
  );
}
