import { coursesApi } from '../../../api/resources/courses.ts';
import { ResourceCreatePage } from '../../../components/resource-screens/resource-create-page.tsx';
import { courseFields, courseHref, courseList } from './course-config.tsx';

/** /admin/courses/create; once saved, the new course's page (where its variants are added). */
export function CourseCreatePage() {
  return (
    <ResourceCreatePage
      api={coursesApi}
      titleKey="admin.courses.routes.create"
      list={courseList}
      fields={courseFields}
      itemHref={courseHref}
      submitLabelKey="resource.form.create"
    />
  );
}
