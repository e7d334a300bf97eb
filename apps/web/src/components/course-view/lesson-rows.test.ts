import { describe, expect, it } from 'vitest';
import { lessonAction, lessonRows } from './lesson-rows.ts';

const exam = (is_open: boolean) => ({
  id: 1,
  uuid: 'e',
  begun_at: '2026-01-01T00:00:00Z',
  ended_at: null,
  expires_at: '2026-01-01T02:00:00Z',
  score: null,
  success: null,
  is_open,
});

describe('lessonRows', () => {
  it('orders by the variant order and leaves inactive lessons out', () => {
    const rows = lessonRows(
      [
        { id: 2, uuid: 'b', header: 'B', pivot: { sort_order: 2 } },
        { id: 1, uuid: 'a', header: 'A', pivot: { sort_order: 1 } },
        { id: 3, uuid: 'c', header: 'C', pivot: { sort_order: 0 }, is_active: false },
      ],
      [],
    );
    expect(rows.map((row) => row.uuid)).toEqual(['a', 'b']);
    expect(rows[0].lesson).toBeNull();
  });
});

describe('lessonAction', () => {
  it('continues an open attempt, redoes a finished one, else starts', () => {
    expect(lessonAction({ enrollment_examination: exam(true), enrollment_result: 'none' })).toBe('continue');
    expect(lessonAction({ enrollment_examination: exam(false), enrollment_result: 'failed' })).toBe('redo');
    expect(lessonAction({ enrollment_examination: null, enrollment_result: 'none' })).toBe('start');
  });
});
