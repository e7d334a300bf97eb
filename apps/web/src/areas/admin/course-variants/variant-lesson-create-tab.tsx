import type { CourseVariant } from '@academy/contracts/entities/course-variant';
import type { Lesson } from '@academy/contracts/entities/lesson';
import { href } from '@academy/contracts/routes';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext } from 'react-router';
import { lessonsApi } from '../../../api/resources/lessons.ts';
import type { FormField } from '../../../components/resource-form/form-fields.ts';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';

/**
 * Only what a lesson needs to exist; its text, media, blocks and the rest are written on the lesson's own page
 * (the lesson screens), which the lessons list opens.
 */
const fields: FormField<Lesson>[] = [
  { name: 'title', kind: 'text', labelKey: 'admin.variants.lesson_create.title', required: true },
  {
    name: 'pass_mark',
    kind: 'number',
    labelKey: 'admin.variants.lesson_create.pass_mark',
    descriptionKey: 'admin.variants.lesson_create.pass_mark_description',
    initial: 80,
  },
  { name: 'is_active', kind: 'switch', labelKey: 'fields.is_active', initial: true },
];

/**
 * /admin/course-variants/:coursevariant/lessons/create (spec §2): a new lesson in this variant — the server
 * gives it the variant's language and appends it to the variant's lessons (`course_variant_id`). Once made,
 * the lessons list shows it last.
 */
export function VariantLessonCreateTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { item } = useOutletContext<ResourcePageContext<CourseVariant>>();
  const create = lessonsApi.useCreate();
  const lessons = href('admin.variant.lessons', { coursevariant: item.id });
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('admin.variants.routes.lesson_create')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('admin.variants.lesson_create.note', { language: item.language?.header ?? '' })}
      </Text>
      <ResourceForm
        schema={lessonsApi.contract.create}
        fields={fields}
        fixedValues={{ course_variant_id: item.id }}
        // The form has checked the payload against the same schema.
        submit={(payload) => create.mutateAsync(payload as never)}
        onSaved={() => navigate(lessons, { replace: true })}
        onCancel={() => navigate(lessons)}
        submitLabelKey="admin.variants.lesson_create.submit"
        data-testid="lesson-create-form"
      />
    </Stack>
  );
}
