import type { Course } from '@academy/contracts/entities/course';
import type { CourseVariant } from '@academy/contracts/entities/course-variant';
import type { LearnerCourseFields, LearnerLessonFields } from '@academy/contracts/entities/learning';

/** A course as the learner's list and course page read it: the course plus their standing (learning contract). */
export type LearnerCourse = Omit<Course, 'enrollment'> & Partial<LearnerCourseFields>;

/** A lesson of a variant's `lessons`: its place, pass mark and the reader's results. */
export type VariantLesson = {
  id: number;
  uuid: string;
  header: string;
  pass_mark?: number;
  is_active?: boolean;
  pivot?: { sort_order: number };
} & Partial<LearnerLessonFields>;

/** A course variant as its page reads it (`with=lessons`), with the reader's standing when they have one. */
export type LearnerVariant = Omit<
  CourseVariant,
  'enrollment' | 'enrollment_status' | 'enrollment_progress' | 'lessons'
> &
  Partial<LearnerCourseFields> & { lessons?: VariantLesson[] | null };
