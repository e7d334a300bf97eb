import { courseVariantsApi } from '../../../api/resources/course-variants.ts';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { variantColumns, variantFilters, variantHref } from './variant-config.tsx';

/**
 * /admin/course-variants: every course in every language. A new variant is made from its course's page
 * (variants/create), which fixes the course, so this list has no create button.
 */
export function VariantsPage() {
  return (
    <ResourceListPage
      api={courseVariantsApi}
      tableKey="admin-variants"
      titleKey="admin.variants.title"
      columns={variantColumns}
      filters={variantFilters}
      rowHref={variantHref}
      editable
      exportable
    />
  );
}
