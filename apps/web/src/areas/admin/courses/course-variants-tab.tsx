import type { Course } from '@academy/contracts/entities/course';
import { href } from '@academy/contracts/routes';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import { courseVariantsApi } from '../../../api/resources/course-variants.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { variantColumns, variantHref } from '../course-variants/variant-config.tsx';

/** The course in each language: its variants (the course column would only repeat the page's course). */
const columns = variantColumns.filter((column) => column.key !== 'course');

/** The course's variants, with the way to a new one (variants/create) and delete (asked first). */
export function CourseVariantsTab() {
  const { item } = useOutletContext<ResourcePageContext<Course>>();
  const create = href('admin.course.variant-create', { course: item.id });
  return (
    <ResourceListPage
      api={courseVariantsApi}
      tableKey="admin-course-variants"
      titleKey="admin.courses.variants.title"
      headingOrder={2}
      columns={columns}
      fixedFilters={{ course: String(item.id) }}
      rowHref={variantHref}
      editable
      // A variant is part of its course: adding one is changing the course.
      create={can(item, 'update') ? { to: create, labelKey: 'admin.courses.variants.create' } : undefined}
    />
  );
}
