import type { Course } from '@academy/contracts/entities/course';
import { href } from '@academy/contracts/routes';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext } from 'react-router';
import { courseVariantsApi } from '../../../api/resources/course-variants.ts';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { variantFields, variantHref } from '../course-variants/variant-config.tsx';

/**
 * /admin/courses/:course/variants/create (spec §2): a new variant of this course — the course is fixed by the
 * page, the rest is the variant form. Once saved, the variant's own page opens (its lessons are added there).
 */
export function CourseVariantCreateTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { item } = useOutletContext<ResourcePageContext<Course>>();
  const create = courseVariantsApi.useCreate();
  const back = href('admin.course.variants', { course: item.id });
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('admin.courses.routes.variant_create')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('admin.courses.variants.create_text', { course: item.name })}
      </Text>
      <ResourceForm
        schema={courseVariantsApi.contract.create}
        fields={variantFields}
        fixedValues={{ course_id: item.id }}
        // The form has checked the payload against the same schema.
        submit={(payload) => create.mutateAsync(payload as never)}
        onSaved={(result) => navigate(variantHref(result.item), { replace: true })}
        onCancel={() => navigate(back)}
        submitLabelKey="resource.form.create"
        data-testid="variant-create-form"
      />
    </Stack>
  );
}
