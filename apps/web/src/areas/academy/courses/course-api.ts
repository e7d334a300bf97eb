import type { Course } from '@academy/contracts/entities/course';
import type { CourseVariant } from '@academy/contracts/entities/course-variant';
import type { Examination } from '@academy/contracts/entities/examination';
import type { LearnerCourseFields } from '@academy/contracts/entities/learning';
import { list, request } from '../../../api/http-client.ts';
import type { LearnerVariant } from '../../../components/course-view/course-view-types.ts';
import { fetchItemOrNull } from '../shared/item-query.ts';

/** A course as the learner's list and course page read it: the course plus their standing (learning contract). */
export type LearnerCourse = Omit<Course, 'enrollment'> & Partial<LearnerCourseFields>;

export type CourseFilter = 'all' | 'completed' | 'ongoing';

/**
 * The learner's courses (the spec's "my-courses list": a 403 runs the auth diagnostic and one retry);
 * `filter[status]` narrows to completed (valid certificate) or ongoing.
 */
export async function fetchCourses(filter: CourseFilter): Promise<LearnerCourse[]> {
  const query = { per_page: 100, sort: 'name', ...(filter === 'all' ? {} : { 'filter[status]': filter }) };
  return (await list<LearnerCourse>('courses', query, { diagnosticRetry: true })).items;
}

export const fetchCourse = (uuid: string) =>
  fetchItemOrNull<LearnerCourse>(`courses/${encodeURIComponent(uuid)}`);

export const fetchVariant = (uuid: string) =>
  fetchItemOrNull<LearnerVariant>(`course-variants/${encodeURIComponent(uuid)}`, { with: 'lessons,course' });

/** Every variant (language) of a course the learner may read, for the language switch. */
export async function fetchCourseVariants(courseUuid: string): Promise<CourseVariant[]> {
  return (await list<CourseVariant>('course-variants', { 'filter[course]': courseUuid, per_page: 20 })).items;
}

/** Starts (or redoes) a lesson's quiz: the server draws the questions and answers the new examination. */
export async function startExamination(lessonUuid: string, variantUuid: string): Promise<Examination> {
  const data = await request('examinations', {
    method: 'POST',
    body: { lesson: lessonUuid, course_variant: variantUuid },
  });
  return data.item as Examination;
}

/** Begins a fresh round of a completed course; the certificate stays valid. Answers the server's message. */
export async function restartCourse(courseUuid: string): Promise<string | undefined> {
  const data = await request(`learning/courses/${encodeURIComponent(courseUuid)}/restart`, {
    method: 'POST',
  });
  return data.meta?.message;
}
