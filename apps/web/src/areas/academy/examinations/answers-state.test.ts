import { describe, expect, it } from 'vitest';
import { initialAnswers, isAnswered, setAnswer, unansweredCount } from './answers-state.ts';

const question = (id: number, selected: number[] = []) => ({
  id,
  uuid: `q${id}`,
  text: `Q${id}`,
  hint: null,
  sort_order: id,
  block_id: 1,
  alternatives: [],
  selected_alternative_ids: selected,
});

describe('answers state', () => {
  it('starts from what the server saved and toggles alternatives', () => {
    const answers = initialAnswers([question(1, [10]), question(2)]);
    expect(answers).toEqual({ 1: [10], 2: [] });
    const toggled = setAnswer(setAnswer(answers, 2, [20, 20]), 1, []);
    expect(toggled).toEqual({ 1: [], 2: [20] });
    expect(isAnswered(toggled, 2)).toBe(true);
    expect(unansweredCount(toggled, [question(1), question(2)])).toBe(1);
  });
});
