import { coursesApi } from '../../../api/resources/courses.ts';
import { ResourceItemPage } from '../../../components/resource-screens/resource-item-page.tsx';
import { courseList } from './course-config.tsx';

/**
 * /admin/courses/:course (an id, spec §2): the course's update page. Its tabs are routes: details, related
 * courses, variants (which nests variants/create), the companies it is given to, who is enrolled (companies, departments, users), the
 * overview counts and the learner's preview.
 */
export function CoursePage() {
  return (
    <ResourceItemPage
      api={coursesApi}
      param="course"
      with={['related', 'overview']}
      title={(item) => item.name}
      list={courseList}
      tabs={[
        { route: 'admin.course.update', labelKey: 'resource.page.details' },
        { route: 'admin.course.related', labelKey: 'admin.courses.tabs.related' },
        { route: 'admin.course.variants', labelKey: 'admin.courses.tabs.variants' },
        { route: 'admin.course.companies', labelKey: 'admin.courses.tabs.companies' },
        { route: 'admin.course.enrollments.companies', labelKey: 'admin.courses.tabs.enrollments_companies' },
        {
          route: 'admin.course.enrollments.departments',
          labelKey: 'admin.courses.tabs.enrollments_departments',
        },
        { route: 'admin.course.enrollments.users', labelKey: 'admin.courses.tabs.enrollments_users' },
        { route: 'admin.course.overview', labelKey: 'admin.courses.tabs.overview' },
        { route: 'admin.course.preview', labelKey: 'admin.courses.tabs.preview' },
      ]}
    />
  );
}
