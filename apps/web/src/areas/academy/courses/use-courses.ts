import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CourseFilter, fetchCourses } from '../../../api/academy/courses.ts';
import { useLanguage } from '../shared/use-language.ts';

/** The learner's courses in the reading language; key starts with the resource segment (DESIGN §6). */
export const learnerCoursesQuery = (language: 'en' | 'nb', filter: CourseFilter) =>
  queryOptions({
    queryKey: ['courses', language, 'learner', filter],
    queryFn: () => fetchCourses(filter),
  });

export function useCourses(filter: CourseFilter) {
  return useQuery(learnerCoursesQuery(useLanguage(), filter));
}
