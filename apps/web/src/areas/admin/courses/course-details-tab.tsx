import type { Course } from '@academy/contracts/entities/course';
import { Stack } from '@mantine/core';
import { useOutletContext } from 'react-router';
import { coursesApi } from '../../../api/resources/courses.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { AdminUpdateForm } from '../shared/admin-update-form.tsx';
import { courseFields } from './course-config.tsx';
import { ItemImage } from './item-image.tsx';

/** The course's details: its image as it is now, and the update form (read-only without `update`). */
export function CourseDetailsTab() {
  const { item } = useOutletContext<ResourcePageContext<Course>>();
  return (
    <Stack gap="lg">
      <ItemImage image={item.image} />
      <AdminUpdateForm api={coursesApi} fields={courseFields} />
    </Stack>
  );
}
