import type { TimelineCycle } from '@academy/contracts/entities/statistics';
import { addDays, daysBetween, monthEnd, monthStart, type Period } from '../statistics/period-filter.ts';

/** One month column of the window: its 'YYYY-MM', and where it sits, in percent of the window's width. */
export type MonthColumn = { month: string; left: number; width: number };

/** The months the window touches, cut to the window (its first and last month may be partial). */
export function monthColumns(window: Period): MonthColumn[] {
  const total = daysBetween(window.from, window.to);
  const columns: MonthColumn[] = [];
  for (let start = window.from; start <= window.to; start = addDays(monthEnd(start), 1)) {
    const end = monthEnd(start) < window.to ? monthEnd(start) : window.to;
    columns.push({
      month: start.slice(0, 7),
      left: ((daysBetween(window.from, start) - 1) / total) * 100,
      width: (daysBetween(start, end) / total) * 100,
    });
  }
  return columns;
}

/**
 * Where a period's bar goes, in percent of the window's width, and whether it runs on past either edge (drawn
 * open there). An open-ended period runs to the window's end. Null when it lies outside the window.
 */
export function barPlacement(
  cycle: Pick<TimelineCycle, 'start_date' | 'end_date'>,
  window: Period,
): { left: number; width: number; cutStart: boolean; cutEnd: boolean } | null {
  const end = cycle.end_date ?? window.to;
  if (cycle.start_date > window.to || end < window.from) return null;
  const start = cycle.start_date < window.from ? window.from : cycle.start_date;
  const last = end > window.to ? window.to : end;
  const total = daysBetween(window.from, window.to);
  return {
    left: ((daysBetween(window.from, start) - 1) / total) * 100,
    width: (daysBetween(start, last) / total) * 100,
    cutStart: cycle.start_date < window.from,
    cutEnd: cycle.end_date === null || cycle.end_date > window.to,
  };
}

/** Where today's line goes (percent), or null outside the window. */
export function todayPosition(today: string, window: Period): number | null {
  if (today < window.from || today > window.to) return null;
  return ((daysBetween(window.from, today) - 0.5) / daysBetween(window.from, window.to)) * 100;
}

/** The window moved by whole months, kept to whole months: from the first of a month to the end of another. */
export function shiftWindow(window: Period, months: number): Period {
  return { from: monthStart(window.from, months), to: monthEnd(window.to, months) };
}

/** The default window (as the server's): a year from the first of the month three months back. */
export function windowAroundToday(today: string): Period {
  return { from: monthStart(today, -3), to: monthEnd(today, 8) };
}
