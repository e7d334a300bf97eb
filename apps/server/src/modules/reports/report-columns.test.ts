import { describe, expect, it } from 'vitest';
import { reportColumns } from './report-columns.ts';
import type { ReportRow } from './report-rows.ts';

/** Issue 21 §5: the company report has a column per custom user field, headed in the reader's language. */
describe('the company report columns', () => {
  const fields = [
    { key: 'employee_number', label: { en: 'Employee number', nb: 'Ansattnummer' }, required: true },
    { key: 'cost_centre', label: { en: 'Cost centre', nb: 'Kostnadssted' }, required: false },
  ];
  const row = { custom_fields: { employee_number: '1042' } } as unknown as ReportRow;

  it('adds the fields after the standard columns, each with the learner’s answer', () => {
    const columns = reportColumns('nb', fields);
    expect(columns.length).toBe(reportColumns('nb').length + 2);
    expect(columns.slice(-2).map((column) => column.header)).toEqual(['Ansattnummer', 'Kostnadssted']);
    expect(columns.slice(-2).map((column) => column.value(row))).toEqual(['1042', null]);
    expect(reportColumns('en', fields).at(-2)?.header).toBe('Employee number');
  });
});
