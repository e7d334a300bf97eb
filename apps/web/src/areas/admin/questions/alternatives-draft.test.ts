import { describe, expect, it } from 'vitest';
import {
  draftErrors,
  draftFrom,
  hasChanges,
  newAlternative,
  planSave,
  type SavedAlternative,
} from './alternatives-draft.ts';

const saved = (id: number, text: string, sortOrder: number, correct = 0): SavedAlternative => ({
  id,
  uuid: `u-${id}`,
  header: text,
  text,
  sort_order: sortOrder,
  is_correct: correct,
});
const alternatives = [
  saved(12, 'Blocked exit', 2),
  saved(11, 'Loose cable', 1, 1),
  saved(13, 'Holiday plans', 3),
];

describe('the alternatives draft', () => {
  it('starts from the saved alternatives in their order, and plans nothing while unchanged', () => {
    const draft = draftFrom(alternatives);
    expect(draft.map((row) => [row.text, row.correct])).toEqual([
      ['Loose cable', true],
      ['Blocked exit', false],
      ['Holiday plans', false],
    ]);
    expect(hasChanges(planSave(alternatives, draft))).toBe(false);
  });

  it('plans deletes for removed ones, one bulk update for changed ones and creates for new ones', () => {
    const [cable, exit] = draftFrom(alternatives);
    const added = { ...newAlternative(), text: ' Wet floor ', correct: true };
    // Holiday plans removed, the exit moved first and marked correct, a new one last.
    const plan = planSave(alternatives, [{ ...exit, correct: true }, cable, added]);
    expect(plan.remove).toEqual([{ id: 13, uuid: 'u-13', header: 'Holiday plans' }]);
    expect(plan.update.map(({ key: _key, ...item }) => item)).toEqual([
      { id: 12, uuid: 'u-12', text: 'Blocked exit', sort_order: 1, is_correct: 1 },
      { id: 11, uuid: 'u-11', text: 'Loose cable', sort_order: 2, is_correct: 1 },
    ]);
    expect(plan.create).toEqual([{ key: added.key, text: 'Wet floor', sort_order: 3, is_correct: 1 }]);
  });

  it('leaves out of the update what did not change', () => {
    const draft = draftFrom(alternatives);
    draft[2] = { ...draft[2], text: 'Holiday plans of a colleague' };
    expect(planSave(alternatives, draft).update.map((item) => item.id)).toEqual([13]);
  });

  it('says which alternatives need a text, in the interface language', () => {
    const empty = newAlternative();
    expect(draftErrors([...draftFrom(alternatives), empty], 'nb')).toEqual({
      [empty.key]: 'Tekst er påkrevd.',
    });
    expect(draftErrors([{ ...empty, text: '   ' }], 'en')).toEqual({ [empty.key]: 'Text is required.' });
  });
});
