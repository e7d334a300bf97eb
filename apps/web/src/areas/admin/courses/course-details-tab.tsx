import type { Course } from '@academy/contracts/entities/course';
import { Box, Group, Stack } from '@mantine/core';
import { useOutletContext } from 'react-router';
import { coursesApi } from '../../../api/resources/courses.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceUpdateForm } from '../../../components/resource-screens/resource-update-form.tsx';
import { courseFields } from './course-config.tsx';
import { ItemImage } from './item-image.tsx';

/** The course's details: its image as it is now, and the update form (read-only without `update`). */
export function CourseDetailsTab() {
  const { item } = useOutletContext<ResourcePageContext<Course>>();
  return (
    <Stack gap="lg">
      {/* The image beside the form on wide screens, below it on narrow ones. */}
      <Group align="flex-start" gap="lg">
        <Box flex="1 1 480px" maw={680}>
          <ResourceUpdateForm api={coursesApi} fields={courseFields} />
        </Box>
        <Box flex="0 1 300px">
          <ItemImage image={item.image} />
        </Box>
      </Group>
    </Stack>
  );
}
