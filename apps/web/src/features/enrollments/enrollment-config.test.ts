import type { Enrollment } from '@academy/contracts/entities/enrollment';
import { describe, expect, it } from 'vitest';
import { enrollmentColumns, enrollmentFilters, enrollmentUpdateFields } from './enrollment-config.tsx';

const keys = (items: { key?: string; name?: string }[]) => items.map((item) => item.key ?? item.name);

describe('enrollment screens shared by admin and organization', () => {
  it('leave out whom it is for and the company where the list is scoped to them', () => {
    expect(keys(enrollmentColumns({ enrollable: true, company: true }))).toEqual([
      'course',
      'enrollable',
      'company',
      'start_date',
      'end_date',
      'recurring',
      'next_start_date',
      'status',
    ]);
    expect(keys(enrollmentColumns({ enrollable: false, company: false }))).toEqual([
      'course',
      'start_date',
      'end_date',
      'recurring',
      'next_start_date',
      'status',
    ]);
  });

  it('offer the company filter only on a list across companies', () => {
    expect(keys(enrollmentFilters({ acrossCompanies: true }))).toEqual([
      'course',
      'company',
      'enrollable_type',
      'status',
      'is_recurring',
    ]);
    expect(keys(enrollmentFilters({ acrossCompanies: false }))).not.toContain('company');
  });

  it('name every contract status and kind of enrollable in the filters', () => {
    const options = (name: string) =>
      enrollmentFilters({ acrossCompanies: false })
        .find((filter) => filter.name === name)
        ?.options?.map((option) => option.labelKey);
    expect(options('status')).toEqual([
      'enrollments.status.active',
      'enrollments.status.inactive',
      'enrollments.status.revoked',
    ]);
    expect(options('enrollable_type')).toEqual([
      'enrollments.enrolled_as.company',
      'enrollments.enrolled_as.department',
      'enrollments.enrolled_as.user',
    ]);
  });

  it('show whom an enrollment is for and an open end in words', () => {
    const columns = enrollmentColumns({ enrollable: true, company: true });
    const cell = (key: string, item: Partial<Enrollment>) =>
      columns.find((column) => column.key === key)?.value?.(item as Enrollment);
    expect(
      cell('enrollable', { enrollable_type: 'department', enrollable: { header: 'Sales' } as never }),
    ).toMatch(/: Sales$/);
    expect(cell('end_date', { end_date: null })).toBe('—');
  });

  it('edit only what an update may change: the dates and the recurrence', () => {
    expect(enrollmentUpdateFields.map((field) => field.name)).toEqual([
      'start_date',
      'end_date',
      'is_recurring',
      'recur_after_days',
    ]);
  });
});
