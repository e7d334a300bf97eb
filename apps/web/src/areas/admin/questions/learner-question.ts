import type { ExaminationQuestion } from '@academy/contracts/entities/examination';
import type { Question } from '@academy/contracts/entities/question';

/**
 * A question as an examination hands it to a learner (no correctness): its alternatives in order, and the
 * several-answers flag only where the learner's company shows that note (spec §3 company settings).
 */
export function asLearnerQuestion(
  question: Pick<
    Question,
    'id' | 'uuid' | 'text' | 'hint' | 'alternatives' | 'multiple_correct_alternatives'
  >,
  options: { blockId?: number; sortOrder?: number; showMultipleNote: boolean },
): ExaminationQuestion {
  return {
    id: question.id,
    uuid: question.uuid,
    text: question.text,
    hint: question.hint,
    sort_order: options.sortOrder ?? 1,
    block_id: options.blockId ?? 0,
    ...(options.showMultipleNote
      ? { multiple_correct_alternatives: question.multiple_correct_alternatives }
      : {}),
    alternatives: question.alternatives.map(({ id, text, sort_order }) => ({ id, text, sort_order })),
    selected_alternative_ids: [],
  };
}
