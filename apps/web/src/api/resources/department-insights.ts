import type { CourseInsight } from '@academy/contracts/entities/insights';
import { useQuery } from '@tanstack/react-query';
import { request } from '../http-client.ts';

/**
 * How one department's people stand per course (issue 14, `GET companies/{company}/insights` narrowed by
 * `filter[department]`). Its key starts with the enrollments segment: an enrollment written anywhere changes
 * these figures, and the data layer refreshes every query under the segments a write names (DESIGN §6).
 */
export function useDepartmentInsights(company: string | undefined, department: number) {
  return useQuery({
    queryKey: ['enrollments', 'department-insights', company ?? '', department],
    queryFn: async (): Promise<CourseInsight[]> => {
      const data = await request(`companies/${encodeURIComponent(company ?? '')}/insights`, {
        query: { 'filter[department]': String(department) },
        quiet: true,
      });
      return (data.items ?? []) as CourseInsight[];
    },
    enabled: Boolean(company),
  });
}
