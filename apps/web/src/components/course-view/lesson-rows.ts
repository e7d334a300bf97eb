import type { Lesson } from '@academy/contracts/entities/lesson';
import type { VariantLesson } from './course-view-types.ts';

/** A row of the lessons table: the variant's lesson (order, results) joined with the lesson itself. */
export type LessonRow = VariantLesson & { lesson: Lesson | null };

/** The variant's lessons in their order, each with the full lesson when it was loaded. */
export function lessonRows(
  variantLessons: VariantLesson[] | null | undefined,
  lessons: Lesson[],
): LessonRow[] {
  const byId = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  return [...(variantLessons ?? [])]
    .filter((lesson) => lesson.is_active !== false)
    .sort((a, b) => (a.pivot?.sort_order ?? 0) - (b.pivot?.sort_order ?? 0))
    .map((lesson) => ({ ...lesson, lesson: byId.get(lesson.id) ?? null }));
}

export type LessonAction = 'start' | 'continue' | 'redo';

/** What the lesson's quiz button does: continue an open attempt, redo a finished one, or start. */
export function lessonAction(
  row: Pick<LessonRow, 'enrollment_examination' | 'enrollment_result'>,
): LessonAction {
  if (row.enrollment_examination?.is_open) return 'continue';
  if (row.enrollment_examination || (row.enrollment_result && row.enrollment_result !== 'none'))
    return 'redo';
  return 'start';
}
