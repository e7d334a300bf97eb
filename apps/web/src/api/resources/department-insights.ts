import type { CourseInsight } from '@academy/contracts/entities/insights';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../operations/call-operation.ts';

/**
 * How one department's people stand per course (issue 14, `GET companies/{company}/insights` narrowed by
 * `filter[department]`). Its key starts with the enrollments segment: an enrollment written anywhere changes
 * these figures, and the data layer refreshes every query under the segments a write names (DESIGN §6).
 */
export function useDepartmentInsights(company: string | undefined, department: number) {
  return useQuery({
    queryKey: ['enrollments', 'department-insights', company ?? '', department],
    queryFn: async (): Promise<CourseInsight[]> => {
      const data = await callOperation(
        'insights.courses',
        { params: { id: company ?? '' }, query: { 'filter[department]': String(department) } },
        { quiet: true },
      );
      return data.items;
    },
    enabled: Boolean(company),
  });
}
