import { lessonsApi } from '../../../api/resources/lessons.ts';
import { ResourceItemPage } from '../../../components/resource-screens/resource-item-page.tsx';
import { lessonList } from './lesson-config.tsx';

/** The relations every tab of a lesson page reads (one request for the page). */
export const lessonPageRelations = ['blocks', 'course_variants'] as const;

/**
 * /admin/lessons/:lesson (an id; the bare address opens Information, spec §2): the lesson's tabs Information,
 * Blocks and Usage in course variants.
 */
export function LessonPage() {
  return (
    <ResourceItemPage
      api={lessonsApi}
      param="lesson"
      with={lessonPageRelations}
      title={(item) => item.title}
      list={lessonList}
      tabs={[
        { route: 'admin.lesson.detail', labelKey: 'admin.lessons.tabs.detail' },
        { route: 'admin.lesson.blocks', labelKey: 'admin.lessons.tabs.blocks' },
        { route: 'admin.lesson.courses', labelKey: 'admin.lessons.tabs.courses' },
      ]}
    />
  );
}
