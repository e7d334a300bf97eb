import { describe, expect, it } from 'vitest';
import { pickBlocks, pickQuestions } from './examination-draw.ts';
import { grade } from './examination-grading.ts';

describe('grading (pure)', () => {
  it('needs exactly the correct set: single, multiple, partial and extra selections', () => {
    const { report, score, success } = grade(
      [
        { question_id: 1, correctIds: [10], selectedIds: [10] },
        { question_id: 2, correctIds: [20, 21], selectedIds: [21, 20] },
        { question_id: 3, correctIds: [30, 31], selectedIds: [30] },
        { question_id: 4, correctIds: [40], selectedIds: [40, 41] },
      ],
      50,
    );
    expect(report.questions.map((question) => question.correct)).toEqual([true, true, false, false]);
    expect(report).toMatchObject({ correct: 2, total: 4 });
    expect(score).toBe(50);
    expect(success).toBe(true);
  });

  it('rounds the score and compares it with the pass mark (at the mark passes, below fails)', () => {
    const two = [
      { question_id: 1, correctIds: [1], selectedIds: [1] },
      { question_id: 2, correctIds: [2], selectedIds: [1] },
      { question_id: 3, correctIds: [3], selectedIds: [3] },
    ];
    expect(grade(two, 67)).toMatchObject({ score: 67, success: true });
    expect(grade(two, 68)).toMatchObject({ score: 67, success: false });
    expect(grade([], 80)).toMatchObject({ score: 100, success: true });
  });
});

describe('drawing (pure)', () => {
  it('keeps order without randomness, limits blocks and questions, and varies random draws', () => {
    const items = [1, 2, 3, 4, 5, 6];
    expect(pickBlocks(items, false, null)).toEqual(items);
    expect(pickBlocks(items, false, 2)).toEqual([1, 2]);
    expect(pickQuestions(items, null)).toEqual(items);
    const seen = new Set<string>();
    for (let round = 0; round < 20; round++) {
      const blocks = pickBlocks(items, true, 3);
      expect(new Set(blocks).size).toBe(3);
      const questions = pickQuestions(items, 2);
      expect(questions).toHaveLength(2);
      expect(questions).toEqual([...questions].sort((a, b) => a - b));
      seen.add(blocks.join(','));
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});
