import type { CourseVariant } from '@academy/contracts/entities/course-variant';
import { href } from '@academy/contracts/routes';
import { Anchor, Box, Group, Stack } from '@mantine/core';
import { Link, useOutletContext } from 'react-router';
import { courseVariantsApi } from '../../../api/resources/course-variants.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { FactsList } from '../../../components/resource-screens/facts-list.tsx';
import { ResourceUpdateForm } from '../../../components/resource-screens/resource-update-form.tsx';
import { ItemImage } from '../courses/item-image.tsx';
import { VariantStatusBadge, variantFields } from './variant-config.tsx';

/** The variant's course (fixed once made), its status and image, and the update form. */
export function VariantDetailsTab() {
  const { item } = useOutletContext<ResourcePageContext<CourseVariant>>();
  return (
    <Stack gap="lg">
      <FactsList
        data-testid="variant-facts"
        facts={[
          {
            labelKey: 'admin.variants.columns.course',
            value: item.course ? (
              <Anchor component={Link} to={href('admin.course.variants', { course: item.course.id })}>
                {[item.course.code, item.course.header].filter(Boolean).join(' – ')}
              </Anchor>
            ) : (
              '—'
            ),
          },
          { labelKey: 'admin.variants.fields.language', value: item.language?.header ?? '—' },
          { labelKey: 'fields.status', value: <VariantStatusBadge status={item.status} /> },
          { labelKey: 'admin.variants.columns.lessons_count', value: item.lessons_count },
        ]}
      />
      {/* The image beside the form on wide screens, below it on narrow ones. */}
      <Group align="flex-start" gap="lg">
        <Box flex="1 1 480px" maw={680}>
          <ResourceUpdateForm api={courseVariantsApi} fields={variantFields} />
        </Box>
        <Box flex="0 1 300px">
          <ItemImage image={item.image} />
        </Box>
      </Group>
    </Stack>
  );
}
