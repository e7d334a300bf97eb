import { describe, expect, it } from 'vitest';
import {
  type EnrollFormValues,
  enrollErrors,
  enrollPayload,
  initialEnrollValues,
  nextPeriod,
} from './enroll-form-rules.ts';

const filled = (changes: Partial<EnrollFormValues> = {}): EnrollFormValues => ({
  ...initialEnrollValues(
    { enrollable_type: 'department', enrollable_id: 'd-1' },
    new Date('2026-03-01T10:00:00Z'),
  ),
  course_id: 'c-1',
  ...changes,
});

describe('the enroll form rules', () => {
  it('starts today, personal, not recurring, with no pause', () => {
    expect(initialEnrollValues({}, new Date('2026-03-01T23:30:00Z'))).toMatchObject({
      enrollable_type: 'user',
      start_date: '2026-03-01',
      end_date: '',
      is_recurring: false,
      recur_after_days: '0',
    });
  });

  it('sends the pause only for a recurring enrollment, and no empty end or company', () => {
    expect(enrollPayload(filled({ recur_after_days: '14' }))).toEqual({
      course_id: 'c-1',
      enrollable_type: 'department',
      enrollable_id: 'd-1',
      start_date: '2026-03-01',
      is_recurring: false,
    });
    expect(
      enrollPayload(
        filled({ is_recurring: true, end_date: '2026-03-31', recur_after_days: '14', company_id: 'x' }),
      ),
    ).toMatchObject({ end_date: '2026-03-31', is_recurring: true, recur_after_days: 14, company_id: 'x' });
    expect(
      enrollPayload(filled({ is_recurring: true, end_date: '2026-03-31', recur_after_days: '' })),
    ).toMatchObject({
      recur_after_days: 0,
    });
  });

  it('says when the next period of a recurring enrollment starts: after the end and the pause, as long again', () => {
    expect(nextPeriod(filled({ end_date: '2026-03-31' }))).toBeNull();
    expect(
      nextPeriod(filled({ is_recurring: true, end_date: '2026-03-31', recur_after_days: '14' })),
    ).toEqual({
      start: '2026-04-15',
      end: '2026-05-15',
      days: 30,
    });
    expect(nextPeriod(filled({ is_recurring: true, end_date: '2026-02-01' }))).toBeNull();
  });

  it('asks for a course (spec §5) and whom to enroll', () => {
    expect(enrollErrors(filled({ course_id: null, enrollable_id: null }), 'en', '2026-03-01')).toEqual({
      course_id: 'At least one course is required.',
      enrollable_id: 'This field is required.',
    });
    expect(enrollErrors(filled({ course_id: null }), 'nb', '2026-03-01').course_id).toBe(
      'Minst ett kurs er påkrevd.',
    );
  });

  it('refuses an end before the start or before today, and a recurring enrollment without an end', () => {
    const endAfter = "End date must be after today's date and the start date.";
    expect(
      enrollErrors(filled({ start_date: '2026-03-10', end_date: '2026-03-05' }), 'en', '2026-03-01'),
    ).toEqual({
      end_date: endAfter,
    });
    expect(
      enrollErrors(filled({ start_date: '2026-01-01', end_date: '2026-02-01' }), 'en', '2026-03-01'),
    ).toEqual({
      end_date: endAfter,
    });
    expect(enrollErrors(filled({ is_recurring: true }), 'en', '2026-03-01')).toEqual({
      end_date: 'This field is required.',
    });
    expect(
      enrollErrors(
        filled({ is_recurring: true, end_date: '2026-06-01', recur_after_days: '14' }),
        'en',
        '2026-03-01',
      ),
    ).toEqual({});
  });
});
