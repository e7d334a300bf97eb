import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  localToday,
  monthEnd,
  monthStart,
  presetPeriod,
  validDay,
  withEnd,
} from './period-filter.ts';

describe('periods of the statistics screens', () => {
  it('reads only real calendar days', () => {
    expect(validDay('2026-02-28')).toBe('2026-02-28');
    expect(validDay('2026-02-30')).toBeUndefined();
    expect(validDay('2026-2-3')).toBeUndefined();
    expect(validDay('')).toBeUndefined();
    expect(validDay(null)).toBeUndefined();
  });

  it('takes today where the administrator is', () => {
    expect(localToday(new Date(2026, 0, 31, 23, 30))).toBe('2026-01-31');
  });

  it('finds months and counts days', () => {
    expect(monthStart('2026-03-15', -11)).toBe('2025-04-01');
    expect(monthEnd('2026-01-15', 1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('offers the usual periods, relative to today', () => {
    expect(presetPeriod('last_30_days', '2026-03-15')).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(presetPeriod('last_12_months', '2026-03-15')).toEqual({ from: '2025-04-01', to: '2026-03-15' });
    expect(presetPeriod('this_year', '2026-03-15')).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(presetPeriod('last_year', '2026-03-15')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('moves the other end along when the two would cross', () => {
    const period = { from: '2026-01-01', to: '2026-03-31' };
    expect(withEnd(period, 'from', '2026-02-01')).toEqual({ from: '2026-02-01', to: '2026-03-31' });
    expect(withEnd(period, 'from', '2026-05-01')).toEqual({ from: '2026-05-01', to: '2026-05-01' });
    expect(withEnd(period, 'to', '2025-12-01')).toEqual({ from: '2025-12-01', to: '2025-12-01' });
  });
});
