import type { QueryInputOf } from '@academy/contracts/common/operation-contract';
import type { readEnrollmentTimeline, readStatistics } from '@academy/contracts/operations/statistics';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, type OperationData } from './operations/call-operation.ts';

/**
 * The admin area's statistics and enrollments timeline (spec §3, §7), through the named operations
 * `statistics.read` and `statistics.enrollmentTimeline`.
 */

/** What the statistics are asked for: a period (whole days) and a company (uuid); absent parts take the defaults. */
export type StatisticsFilter = Pick<
  NonNullable<QueryInputOf<typeof readStatistics>>,
  'from' | 'to' | 'company'
>;

/** `GET /api/v1/statistics` (the `statistics` segment of spec §7): the figures of one period, aggregated. */
export async function fetchStatistics(filter: StatisticsFilter, options: { fresh?: boolean } = {}) {
  const query = options.fresh ? { ...filter, fresh: 'true' as const } : filter;
  return (await callOperation('statistics.read', { query })).item;
}

/**
 * The statistics for a filter. While a changed filter loads, the figures of the last one stay on screen (marked as
 * updating) instead of the page blanking; errors were already reported by the HTTP client (spec §8).
 */
export function useStatistics(filter: StatisticsFilter) {
  return useQuery({
    queryKey: ['statistics', filter],
    queryFn: () => fetchStatistics(filter),
    placeholderData: keepPreviousData,
  });
}

/**
 * Computes the figures of a filter now: the server serves figures up to STATISTICS_MAX_AGE_MINUTES old unless
 * asked `fresh`. The answer replaces the figures on screen.
 */
export function useRefreshStatistics(filter: StatisticsFilter) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchStatistics(filter, { fresh: true }),
    onSuccess: (item) => queryClient.setQueryData(['statistics', filter], item),
  });
}

/** What the timeline is asked for; absent parts take the server's defaults. */
export type TimelineFilter = Pick<
  NonNullable<QueryInputOf<typeof readEnrollmentTimeline>>,
  'from' | 'to' | 'company' | 'course'
> & { page?: number };

type TimelineData = OperationData<typeof readEnrollmentTimeline>;

export type TimelinePage = {
  items: TimelineData['items'];
  pagination: TimelineData['meta']['pagination'];
  from: string;
  to: string;
};

export const TIMELINE_PAGE_SIZE = 25;

/** `GET /api/v1/statistics/enrollment-timeline`: a page of rows, each a course for one enrollable with its periods. */
export async function fetchTimeline(filter: TimelineFilter): Promise<TimelinePage> {
  const data = await callOperation('statistics.enrollmentTimeline', {
    query: { ...filter, per_page: TIMELINE_PAGE_SIZE },
  });
  return {
    items: data.items,
    pagination: data.meta.pagination,
    from: data.meta.from,
    to: data.meta.to,
  };
}

/** The timeline for a filter; the page on screen stays while the next one loads. */
export function useTimeline(filter: TimelineFilter) {
  return useQuery({
    queryKey: ['statistics', 'enrollment-timeline', filter],
    queryFn: () => fetchTimeline(filter),
    placeholderData: keepPreviousData,
  });
}
