import type { ExaminationQuestion } from '@academy/contracts/entities/examination';
import type { Answers } from '../../../api/academy/examinations.ts';

/** The selections the server already holds, per question. */
export function initialAnswers(questions: ExaminationQuestion[]): Answers {
  return Object.fromEntries(
    questions.map((question) => [question.id, [...question.selected_alternative_ids]]),
  );
}

/** Sets one question's selection (several may be chosen unless the server says one is right). */
export function setAnswer(answers: Answers, questionId: number, alternativeIds: number[]): Answers {
  return { ...answers, [questionId]: [...new Set(alternativeIds)] };
}

export const isAnswered = (answers: Answers, questionId: number) => (answers[questionId] ?? []).length > 0;

export const unansweredCount = (answers: Answers, questions: ExaminationQuestion[]) =>
  questions.filter((question) => !isAnswered(answers, question.id)).length;
