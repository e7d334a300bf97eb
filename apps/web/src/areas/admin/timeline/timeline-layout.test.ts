import { describe, expect, it } from 'vitest';
import {
  barPlacement,
  monthColumns,
  shiftWindow,
  todayPosition,
  windowAroundToday,
} from './timeline-layout.ts';

const window = { from: '2026-01-01', to: '2026-04-30' }; // 120 days

describe('the timeline grid', () => {
  it('lays the months out by their days in the window', () => {
    const columns = monthColumns(window);
    expect(columns.map((column) => column.month)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04']);
    expect(columns[0]).toEqual({ month: '2026-01', left: 0, width: (31 / 120) * 100 });
    expect(columns[1].left).toBeCloseTo((31 / 120) * 100);
    expect(columns.reduce((sum, column) => sum + column.width, 0)).toBeCloseTo(100);
  });

  it('cuts the first and last month to a window that starts or ends inside them', () => {
    const columns = monthColumns({ from: '2026-01-16', to: '2026-02-14' });
    expect(columns.map((column) => [column.month, Math.round(column.width)])).toEqual([
      ['2026-01', 53],
      ['2026-02', 47],
    ]);
  });

  it('places a period inside the window, and marks where it runs on past an edge', () => {
    expect(barPlacement({ start_date: '2026-01-31', end_date: '2026-02-01' }, window)).toEqual({
      left: (30 / 120) * 100,
      width: (2 / 120) * 100,
      cutStart: false,
      cutEnd: false,
    });
    expect(barPlacement({ start_date: '2025-06-01', end_date: null }, window)).toEqual({
      left: 0,
      width: 100,
      cutStart: true,
      cutEnd: true,
    });
    expect(barPlacement({ start_date: '2026-05-01', end_date: '2026-06-01' }, window)).toBeNull();
    expect(barPlacement({ start_date: '2025-01-01', end_date: '2025-12-31' }, window)).toBeNull();
  });

  it('draws today in the middle of its day, only inside the window', () => {
    expect(todayPosition('2026-01-01', window)).toBeCloseTo((0.5 / 120) * 100);
    expect(todayPosition('2026-05-01', window)).toBeNull();
  });

  it('moves the window by whole months, and centres it on today by default', () => {
    expect(shiftWindow({ from: '2026-01-01', to: '2026-12-31' }, -3)).toEqual({
      from: '2025-10-01',
      to: '2026-09-30',
    });
    expect(windowAroundToday('2026-11-25')).toEqual({ from: '2026-08-01', to: '2027-07-31' });
  });
});
