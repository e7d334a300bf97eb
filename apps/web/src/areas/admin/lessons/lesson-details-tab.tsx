import { lessonsApi } from '../../../api/resources/lessons.ts';
import { AdminUpdateForm } from '../shared/admin-update-form.tsx';
import { lessonFields } from './lesson-config.tsx';

/** Information: title, language, text, media, pass mark, active, and how its blocks are drawn. */
export function LessonDetailsTab() {
  return <AdminUpdateForm api={lessonsApi} fields={lessonFields} />;
}
