import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { StatisticsFilter } from '../../../api/statistics.ts';
import { validDay } from './period-filter.ts';

/**
 * The statistics filter lives in the address (`from`, `to`, `company`), like a table's state, so a view can be
 * bookmarked, shared and reached with Back. Values the server would refuse are dropped when read.
 */
export function useStatisticsFilter(): [StatisticsFilter, (next: StatisticsFilter) => void] {
  const [params, setParams] = useSearchParams();
  const from = validDay(params.get('from'));
  const to = validDay(params.get('to'));
  const company = params.get('company')?.slice(0, 64) || undefined;
  const filter = useMemo(() => {
    const crossed = from && to && from > to;
    return { from: crossed ? undefined : from, to: crossed ? undefined : to, company };
  }, [from, to, company]);
  const change = useCallback(
    (next: StatisticsFilter) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const key of ['from', 'to', 'company'] as const) {
            const value = next[key];
            if (value) updated.set(key, value);
            else updated.delete(key);
          }
          return updated;
        },
        { replace: false },
      );
    },
    [setParams],
  );
  return [filter, change];
}
