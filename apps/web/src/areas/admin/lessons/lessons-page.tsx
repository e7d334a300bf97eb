import { href } from '@academy/contracts/routes';
import { lessonsApi } from '../../../api/resources/lessons.ts';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { lessonColumns, lessonFilters, lessonHref } from './lesson-config.tsx';

/** /admin/lessons: every lesson of the tenant, with its language, blocks, pass mark and state. */
export function LessonsPage() {
  return (
    <ResourceListPage
      api={lessonsApi}
      tableKey="admin-lessons"
      titleKey="admin.lessons.title"
      columns={lessonColumns}
      filters={lessonFilters}
      rowHref={lessonHref}
      editable
      exportable
      create={{ to: href('admin.lesson.create'), labelKey: 'admin.lessons.create' }}
    />
  );
}
