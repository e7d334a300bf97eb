import type { CourseVariant } from '@academy/contracts/entities/course-variant';
import { useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { VariantPreview } from './variant-preview.tsx';

/** /admin/course-variants/:coursevariant/preview: the variant as a learner reads it. */
export function VariantPreviewTab() {
  const { item } = useOutletContext<ResourcePageContext<CourseVariant>>();
  return <VariantPreview variantId={item.id} />;
}
