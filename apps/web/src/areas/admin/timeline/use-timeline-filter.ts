import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TimelineFilter } from '../../../api/statistics.ts';
import { validDay } from '../statistics/period-filter.ts';

const KEYS = ['from', 'to', 'company', 'course', 'page'] as const;

/**
 * The timeline's filter lives in the address (`from`, `to`, `company`, `course`, `page`), like a table's state;
 * values the server would refuse are dropped when read, and a changed filter starts again at page 1.
 */
export function useTimelineFilter(): [TimelineFilter, (next: TimelineFilter) => void] {
  const [params, setParams] = useSearchParams();
  const from = validDay(params.get('from'));
  const to = validDay(params.get('to'));
  const company = params.get('company')?.slice(0, 64) || undefined;
  const course = params.get('course')?.slice(0, 64) || undefined;
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : undefined;
  const filter = useMemo(() => {
    const crossed = from && to && from > to;
    return { from: crossed ? undefined : from, to: crossed ? undefined : to, company, course, page };
  }, [from, to, company, course, page]);
  const change = useCallback(
    (next: TimelineFilter) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const key of KEYS) {
          const value = next[key];
          if (value && !(key === 'page' && value === 1)) updated.set(key, String(value));
          else updated.delete(key);
        }
        return updated;
      });
    },
    [setParams],
  );
  return [filter, change];
}
