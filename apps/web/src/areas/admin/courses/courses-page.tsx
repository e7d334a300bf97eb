import { href } from '@academy/contracts/routes';
import { coursesApi } from '../../../api/resources/courses.ts';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { courseColumns, courseFilters, courseHref } from './course-config.tsx';

/** /admin/courses: every course of the tenant, with its languages and flags. */
export function CoursesPage() {
  return (
    <ResourceListPage
      api={coursesApi}
      tableKey="admin-courses"
      titleKey="courses.title"
      columns={courseColumns}
      filters={courseFilters}
      rowHref={courseHref}
      editable
      exportable
      create={{ to: href('admin.course.create'), labelKey: 'admin.courses.create' }}
    />
  );
}
