import { STATISTICS_MAX_MONTHS } from '@academy/contracts/entities/statistics';
import { fieldError } from '../../platform/http/http-error.ts';

/** A period of whole days, 'YYYY-MM-DD' to 'YYYY-MM-DD' (both included), read in UTC. */
export type Period = { from: string; to: string };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const parseDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The first day of the month `offset` months from the month of `day`. */
export function monthStart(day: string, offset = 0): string {
  const date = parseDay(day);
  return isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1)));
}

/** The last day of the month `offset` months from the month of `day`. */
export function monthEnd(day: string, offset = 0): string {
  const date = parseDay(day);
  return isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset + 1, 0)));
}

/** The day after `day`, for half-open timestamp ranges (`< next day`). */
export function nextDay(day: string): string {
  return isoDay(new Date(parseDay(day).getTime() + 86_400_000));
}

/** How many calendar months the period touches (January 31 to February 1 is two). */
export function monthsSpanned(period: Period): number {
  const from = parseDay(period.from);
  const to = parseDay(period.to);
  return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth() + 1;
}

/**
 * The period asked for, with defaults for what is left out (`defaults` sees the day the period ends, or today);
 * a 422 when it ends before it starts or spans more months than one answer covers.
 */
export function resolvePeriod(
  asked: { from?: string; to?: string },
  today: string,
  defaults: { from: (to: string) => string; to: (today: string) => string },
): Period {
  const to = asked.to ?? defaults.to(today);
  const period = { from: asked.from ?? defaults.from(to), to };
  if (period.to < period.from) throw fieldError('to', 'validation.period_order');
  if (monthsSpanned(period) > STATISTICS_MAX_MONTHS) {
    throw fieldError('from', 'validation.period_too_long', STATISTICS_MAX_MONTHS);
  }
  return period;
}

/** Statistics: twelve months up to today (this month and the eleven before it). */
export const statisticsDefaults = { to: (today: string) => today, from: (to: string) => monthStart(to, -11) };

/**
 * The timeline: a year around today, from the first of the month three months back to the end of the month eight
 * months ahead, so running enrollments and the next recurring periods are both in view.
 */
export const timelineDefaults = {
  to: (today: string) => monthEnd(today, 8),
  from: (to: string) => monthStart(to, -11),
};
