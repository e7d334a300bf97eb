/** Reading and choosing periods of whole days ('YYYY-MM-DD', compared as text), for the statistics screens. */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in the 'YYYY-MM-DD' form, else undefined (a hand-edited address is not sent as it is). */
export function validDay(value: string | null | undefined): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? undefined : value;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Today as a calendar day where the administrator is. */
export function localToday(now = new Date()): string {
  return isoDay(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

/** The first day of the month `offset` months from `day`'s month. */
export function monthStart(day: string, offset = 0): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  return isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1)));
}

/** The last day of the month `offset` months from `day`'s month. */
export function monthEnd(day: string, offset = 0): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  return isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset + 1, 0)));
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(new Date(`${day}T00:00:00.000Z`).getTime() + days * 86_400_000));
}

/** Calendar days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export type Period = { from: string; to: string };
export type PresetName = 'last_30_days' | 'last_12_months' | 'this_year' | 'last_year';

/** The quick choices of a period, relative to today. */
export function presetPeriod(name: PresetName, today: string): Period {
  const year = Number(today.slice(0, 4));
  switch (name) {
    case 'last_30_days':
      return { from: addDays(today, -29), to: today };
    case 'last_12_months':
      return { from: monthStart(today, -11), to: today };
    case 'this_year':
      return { from: `${year}-01-01`, to: today };
    case 'last_year':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

/**
 * A period after one of its ends was changed: the other end follows when they would cross, so the period asked for
 * is always one the server accepts.
 */
export function withEnd(period: Period, end: 'from' | 'to', day: string): Period {
  if (end === 'from') return { from: day, to: day > period.to ? day : period.to };
  return { from: day < period.from ? day : period.from, to: day };
}
