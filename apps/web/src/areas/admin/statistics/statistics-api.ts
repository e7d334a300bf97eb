import type { Statistics } from '@academy/contracts/entities/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http-client.ts';

/** What the statistics are asked for: a period (whole days) and a company (uuid); absent parts take the defaults. */
export type StatisticsFilter = { from?: string; to?: string; company?: string };

/** `GET /api/v1/statistics` (the `statistics` segment of spec §7): the figures of one period, aggregated. */
export async function fetchStatistics(filter: StatisticsFilter): Promise<Statistics> {
  const data = await request('statistics', { query: filter });
  return data.item as Statistics;
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
