import type { Course } from '@academy/contracts/entities/course';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext, useSearchParams } from 'react-router';
import { courseVariantsApi } from '../../../api/resources/course-variants.ts';
import { EmptyPanel, ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { VariantPreview } from '../course-variants/variant-preview.tsx';

/**
 * /admin/courses/:course/preview (spec §2 "a course preview"): the course as a learner reads it, in one of its
 * languages at a time (`?variant=` keeps the choice in the address). It opens in the interface language's
 * variant, as the learner's course page does, else the first.
 */
export function CoursePreviewTab() {
  const { t, i18n } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Course>>();
  const [search, setSearch] = useSearchParams();
  const variants = courseVariantsApi.useList({ filters: { course: String(item.id) }, per_page: 100 });
  if (variants.isPending) return <LoadingState />;
  if (variants.isError) return <ErrorPanel onRetry={() => void variants.refetch()} />;
  const list = variants.data.items;
  if (list.length === 0) return <EmptyPanel title={t('admin.courses.preview.no_variants')} level={2} />;
  const chosen =
    list.find((variant) => String(variant.id) === search.get('variant')) ??
    list.find((variant) => variant.language?.code === i18n.language) ??
    list[0];
  return (
    <Stack gap="md">
      {list.length > 1 && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="preview-language">
            {t('admin.courses.preview.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="preview-language"
            value={String(chosen.id)}
            onChange={(value) => setSearch({ variant: value }, { replace: true })}
            data={list.map((variant) => ({
              value: String(variant.id),
              label: variant.language?.header ?? variant.title,
            }))}
            data-testid="preview-language"
          />
        </Stack>
      )}
      <VariantPreview key={chosen.id} variantId={chosen.id} />
    </Stack>
  );
}
