import { lessonsApi } from '../../../api/resources/lessons.ts';
import { ResourceCreatePage } from '../../../components/resource-screens/resource-create-page.tsx';
import { lessonFields, lessonHref, lessonList } from './lesson-config.tsx';

/** /admin/lessons/create: a new lesson starts active with a pass mark of 80 %; its blocks are added on its page. */
export function LessonCreatePage() {
  return (
    <ResourceCreatePage
      api={lessonsApi}
      titleKey="admin.lessons.routes.create"
      list={lessonList}
      fields={lessonFields}
      itemHref={lessonHref}
      submitLabelKey="resource.form.create"
      initial={{ is_active: true, pass_mark: 80 }}
    />
  );
}
