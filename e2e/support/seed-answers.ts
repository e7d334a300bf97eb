import { demoCourses } from '../../apps/server/src/demo/content-courses.ts';
import type { QuestionContent } from '../../apps/server/src/demo/content-types.ts';

/**
 * The correct answers of the demo quizzes, read from the seed content (never from the API, which does not
 * reveal them). A question is found by its text in either language; the answer is in the same language.
 */
type Found = { question: QuestionContent; language: 'en' | 'nb' };

function findQuestion(text: string): Found {
  for (const course of demoCourses)
    for (const lesson of course.lessons)
      for (const block of lesson.blocks)
        for (const question of block.questions)
          for (const language of ['en', 'nb'] as const)
            if (question.text[language] === text) return { question, language };
  throw new Error(`Question not in the seed: ${text}`);
}

export function correctAlternatives(questionText: string): string[] {
  const { question, language } = findQuestion(questionText);
  return question.alternatives.filter((alternative) => alternative.correct).map((a) => a.text[language]);
}

export function wrongAlternative(questionText: string): string {
  const { question, language } = findQuestion(questionText);
  const wrong = question.alternatives.find((alternative) => !alternative.correct);
  if (!wrong) throw new Error(`Every alternative is correct: ${questionText}`);
  return wrong.text[language];
}

export const courseTitle = (code: string, language: 'en' | 'nb') => {
  const course = demoCourses.find((entry) => entry.code === code);
  if (!course) throw new Error(`No demo course ${code}`);
  return course.variant.title[language];
};
