import type { CompanyCourse } from '@academy/contracts/entities/company-course';
import { describe, expect, it } from 'vitest';
import { companyCourseColumns } from './company-course-config.tsx';

describe('the courses given to companies, shared by admin and organization', () => {
  it('list the other side of the gift first, then the seats and the last day', () => {
    const keys = (show: 'course' | 'company') => companyCourseColumns({ show }).map((column) => column.key);
    expect(keys('course')).toEqual(['course', 'seats_total', 'seats_used', 'seats_left', 'end_date']);
    expect(keys('company')).toEqual(['company', 'seats_total', 'seats_used', 'seats_left', 'end_date']);
  });

  it('say "no limit" and "no end" in words instead of leaving the cell empty', () => {
    const columns = companyCourseColumns({ show: 'course' });
    const item = { seats_total: null, seats_left: null, end_date: null } as CompanyCourse;
    const cell = (key: string) => columns.find((column) => column.key === key)?.value?.(item);
    expect(cell('seats_total')).toBe(cell('seats_left'));
    expect(cell('seats_total')).not.toBe('');
    expect(cell('end_date')).not.toBe('');
    expect(cell('end_date')).not.toBe(cell('seats_total'));
  });

  it('read their texts from the shared feature namespaces', () => {
    for (const show of ['course', 'company'] as const)
      for (const column of companyCourseColumns({ show }))
        expect(column.titleKey).toMatch(/^(fields|courses)\./);
  });
});
