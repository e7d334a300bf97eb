import type { Department } from '@academy/contracts/entities/department';
import { describe, expect, it } from 'vitest';
import { departmentColumns, departmentFields, departmentFilters } from './department-config.ts';

const activeCell = (active: boolean) => (active ? 'on' : 'off');

describe('department screens shared by admin and organization', () => {
  it('show and filter by company only where the list spans companies (admin)', () => {
    const keys = (acrossCompanies: boolean) =>
      departmentColumns({ acrossCompanies, activeCell }).map((column) => column.key);
    expect(keys(true)).toEqual(['name', 'company', 'users_count', 'is_active', 'created_at']);
    expect(keys(false)).toEqual(['name', 'users_count', 'is_active', 'created_at']);
    expect(departmentFilters({ acrossCompanies: true }).map((filter) => filter.name)).toEqual([
      'company',
      'is_active',
    ]);
    expect(departmentFilters({ acrossCompanies: false }).map((filter) => filter.name)).toEqual(['is_active']);
  });

  it('show activity the way the area chooses', () => {
    const active = departmentColumns({ acrossCompanies: false, activeCell }).find(
      (column) => column.key === 'is_active',
    );
    const department = { is_active: false } as Department;
    expect(active?.render?.(department)).toBe('off');
  });

  it('read their texts from the shared feature namespaces', () => {
    const keys = [
      ...departmentColumns({ acrossCompanies: true, activeCell }).map((column) => column.titleKey),
      ...departmentFields.map((field) => field.labelKey),
    ];
    for (const key of keys) expect(key).toMatch(/^(fields|users|departments)\./);
  });
});
