import type { Meta } from '@academy/contracts/common/envelope';
import type { TimelineSeries } from '@academy/contracts/entities/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http-client.ts';

/** What the timeline is asked for; absent parts take the server's defaults. */
export type TimelineFilter = { from?: string; to?: string; company?: string; course?: string; page?: number };

export type TimelinePage = {
  items: TimelineSeries[];
  pagination: NonNullable<Meta['pagination']>;
  from: string;
  to: string;
};

export const TIMELINE_PAGE_SIZE = 25;

/** `GET /api/v1/statistics/enrollment-timeline`: a page of rows, each a course for one enrollable with its periods. */
export async function fetchTimeline(filter: TimelineFilter): Promise<TimelinePage> {
  const data = await request('statistics/enrollment-timeline', {
    query: { ...filter, per_page: TIMELINE_PAGE_SIZE },
  });
  const meta = (data.meta ?? {}) as Partial<TimelinePage>;
  return {
    items: (data.items ?? []) as TimelineSeries[],
    pagination: meta.pagination ?? { page: 1, per_page: TIMELINE_PAGE_SIZE, total: 0, last_page: 1 },
    from: meta.from ?? filter.from ?? '',
    to: meta.to ?? filter.to ?? '',
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
