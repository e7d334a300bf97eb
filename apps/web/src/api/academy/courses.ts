import type { courseContract } from '@academy/contracts/entities/course';
import type { CourseVariant, courseVariantContract } from '@academy/contracts/entities/course-variant';
import type { Examination } from '@academy/contracts/entities/examination';
import { callOperation } from '../operations/call-operation.ts';
import { readItemOrNull, readList } from '../resources/resource-reads.ts';
import type { LearnerCourse, LearnerVariant } from './learner-types.ts';

export type { LearnerCourse } from './learner-types.ts';

export type CourseFilter = 'all' | 'completed' | 'ongoing';

type Courses = typeof courseContract;
type Variants = typeof courseVariantContract;

/**
 * The learner's courses (the spec's "my-courses list": a 403 runs the auth diagnostic and one retry);
 * `filter[status]` narrows to completed (valid certificate) or ongoing.
 */
export function fetchCourses(filter: CourseFilter): Promise<LearnerCourse[]> {
  const query = {
    per_page: 100,
    sort: 'name',
    ...(filter === 'all' ? {} : { 'filter[status]': filter }),
  } as const;
  return readList<Courses, LearnerCourse>('courses', query, { diagnosticRetry: true });
}

export const fetchCourse = (uuid: string) => readItemOrNull<Courses, LearnerCourse>('courses', uuid);

export const fetchVariant = (uuid: string) =>
  readItemOrNull<Variants, LearnerVariant>('course-variants', uuid, ['lessons']);

/** Every variant (language) of a course the learner may read, for the language switch. */
export function fetchCourseVariants(courseUuid: string): Promise<CourseVariant[]> {
  return readList<Variants>('course-variants', { 'filter[course]': courseUuid, per_page: 20 });
}

/** Starts (or redoes) a lesson's quiz: the server draws the questions and answers the new examination. */
export async function startExamination(lessonUuid: string, variantUuid: string): Promise<Examination> {
  const data = await callOperation('examinations.start', {
    body: { lesson: lessonUuid, course_variant: variantUuid },
  });
  return data.item;
}

/** Begins a fresh round of a completed course; the certificate stays valid. Answers the server's message. */
export async function restartCourse(courseUuid: string): Promise<string | undefined> {
  const data = await callOperation('learning.restartCourse', { params: { id: courseUuid } });
  return data.meta?.message;
}
