import { lessonsApi } from '../../../api/resources/lessons.ts';
import { ResourceUpdateForm } from '../../../components/resource-screens/resource-update-form.tsx';
import { lessonFields } from './lesson-config.tsx';

/** Information: title, language, text, media, pass mark, active, and how its blocks are drawn. */
export function LessonDetailsTab() {
  return <ResourceUpdateForm api={lessonsApi} fields={lessonFields} />;
}
