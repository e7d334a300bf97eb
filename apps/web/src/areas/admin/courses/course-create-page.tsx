import { coursesApi } from '../../../api/resources/courses.ts';
import { AdminCreatePage } from '../shared/admin-create-page.tsx';
import { courseFields, courseHref, courseList } from './course-config.tsx';

/** /admin/courses/create; once saved, the new course's page (where its variants are added). */
export function CourseCreatePage() {
  return (
    <AdminCreatePage
      api={coursesApi}
      titleKey="admin.courses.routes.create"
      list={courseList}
      fields={courseFields}
      itemHref={courseHref}
      submitLabelKey="resource.form.create"
    />
  );
}
