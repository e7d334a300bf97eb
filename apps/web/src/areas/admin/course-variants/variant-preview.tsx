import type { CourseVariant } from '@academy/contracts/entities/course-variant';
import { Alert, Stack } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { courseVariantsApi } from '../../../api/resources/course-variants.ts';
import { VariantContent } from '../../../components/course-view/variant-content.tsx';
import { ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';

/** Why learners would not see a variant at all (they read active, published variants only). */
function hiddenReason(variant: CourseVariant): 'inactive' | 'draft' | 'archived' | null {
  if (!variant.is_active) return 'inactive';
  if (variant.status !== 'published') return variant.status;
  return null;
}

/**
 * A variant as the learner's course page shows it (components/course-view), read-only: without the
 * learner's enrollment and certificate panels and quiz buttons, and inactive lessons and blocks left out as
 * they are for learners. Says so first, and warns when learners would not see the variant at all.
 */
export function VariantPreview(props: { variantId: number }) {
  const { t } = useTranslation();
  const query = courseVariantsApi.useItem(props.variantId, ['lessons']);
  if (query.isPending) return <LoadingState />;
  if (query.isError || !query.data) return <ErrorPanel onRetry={() => void query.refetch()} />;
  const variant = query.data;
  const hidden = hiddenReason(variant);
  return (
    <Stack gap="lg" maw={1100} data-testid="variant-preview">
      <Alert color="blue" variant="light" icon={<IconEye size={18} aria-hidden />}>
        {t('admin.variants.preview.note')}
      </Alert>
      {hidden && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconEyeOff size={18} aria-hidden />}
          data-testid="preview-hidden"
        >
          {t(`admin.variants.preview.hidden_${hidden}`)}
        </Alert>
      )}
      <VariantContent variant={variant} titleOrder={2} />
    </Stack>
  );
}
