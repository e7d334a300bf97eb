import { courseVariantsApi } from '../../../api/resources/course-variants.ts';
import { ResourceItemPage } from '../../../components/resource-screens/resource-item-page.tsx';
import { variantList } from './variant-config.tsx';

/**
 * /admin/course-variants/:coursevariant (an id, spec §2): the variant's update page; tabs: details, its
 * ordered lessons (which nest lessons/create) and the learner's preview.
 */
export function VariantPage() {
  return (
    <ResourceItemPage
      api={courseVariantsApi}
      param="coursevariant"
      with={['lessons', 'language_gaps']}
      title={(item) => item.title}
      list={variantList}
      tabs={[
        { route: 'admin.variant.update', labelKey: 'resource.page.details' },
        { route: 'admin.variant.lessons', labelKey: 'admin.variants.tabs.lessons' },
        { route: 'admin.variant.preview', labelKey: 'admin.variants.tabs.preview' },
      ]}
    />
  );
}
