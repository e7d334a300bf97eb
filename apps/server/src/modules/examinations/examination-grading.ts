import type { ExaminationReport } from '../../db/schema/learning.ts';

export type GradedQuestion = { question_id: number; correctIds: number[]; selectedIds: number[] };

const sameSet = (a: number[], b: number[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/**
 * Server-side grading: a question is correct when the selected alternatives are exactly the correct ones (a
 * partial selection of several correct answers is wrong); score = round(100 · correct / total); passed when the
 * score reaches the pass mark. A quiz without questions scores 100: there was nothing to get wrong.
 */
export function grade(
  questions: GradedQuestion[],
  passMark: number,
): { report: ExaminationReport; score: number; success: boolean } {
  const graded = questions.map((question) => ({
    question_id: question.question_id,
    correct: sameSet(question.correctIds, question.selectedIds),
    selected: [...question.selectedIds].sort((a, b) => a - b),
  }));
  const correct = graded.filter((question) => question.correct).length;
  const total = graded.length;
  const score = total === 0 ? 100 : Math.round((100 * correct) / total);
  return { report: { questions: graded, correct, total }, score, success: score >= passMark };
}
