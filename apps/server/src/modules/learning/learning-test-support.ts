import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questionAlternatives } from '../../db/schema/content.ts';
import { examinationQuestions, examinations } from '../../db/schema/learning.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { auth } from '../../test/factories.ts';

/** Test support for the learning flow: starting and answering quizzes through the API. */
export function quiz(t: TestApp) {
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: auth(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    start: (token: string, lesson: number | string, variant: number | string) =>
      call(token, 'POST', '/api/v1/examinations', { lesson, course_variant: variant }),
    get: (token: string, uuid: string) => call(token, 'GET', `/api/v1/examinations/${uuid}`),
    answer: (
      token: string,
      uuid: string,
      questionId: number,
      alternativeIds: number[],
      method: 'PUT' | 'POST' = 'PUT',
    ) =>
      call(token, method, `/api/v1/examinations/${uuid}/answers`, {
        question_id: questionId,
        alternative_ids: alternativeIds,
      }),
    submit: (token: string, uuid: string, answers?: { question_id: number; alternative_ids: number[] }[]) =>
      call(token, 'POST', `/api/v1/examinations/${uuid}/submit`, answers ? { answers } : {}),
    results: (token: string, uuid: string) => call(token, 'GET', `/api/v1/examinations/${uuid}/results`),
  };
}

/** Per drawn question of an examination, its correct and wrong alternatives (read from the database). */
export async function answerKey(db: Database, examinationUuid: string) {
  const [examination] = await db.select().from(examinations).where(eq(examinations.uuid, examinationUuid));
  const drawn = await db
    .select({ question_id: examinationQuestions.question_id, block_id: examinationQuestions.block_id })
    .from(examinationQuestions)
    .where(eq(examinationQuestions.examination_id, examination.id))
    .orderBy(asc(examinationQuestions.sort_order));
  const alternatives = drawn.length
    ? await db
        .select()
        .from(questionAlternatives)
        .where(
          inArray(
            questionAlternatives.question_id,
            drawn.map((question) => question.question_id),
          ),
        )
    : [];
  return drawn.map((question) => {
    const own = alternatives.filter((alternative) => alternative.question_id === question.question_id);
    return {
      ...question,
      correct: own.filter((alternative) => alternative.is_correct === 1).map((alternative) => alternative.id),
      wrong: own.filter((alternative) => alternative.is_correct !== 1).map((alternative) => alternative.id),
    };
  });
}

/** Starts a lesson's quiz and submits it with every answer right (or every answer wrong). */
export async function takeLesson(
  t: TestApp,
  token: string,
  lessonId: number,
  variantId: number,
  right = true,
) {
  const http = quiz(t);
  const started = await http.start(token, lessonId, variantId);
  if (started.statusCode !== 201) throw new Error(`start answered ${started.statusCode}: ${started.body}`);
  const uuid = started.json().data.item.uuid as string;
  const key = await answerKey(t.db, uuid);
  const answers = key.map((question) => ({
    question_id: question.question_id,
    alternative_ids: right ? question.correct : question.wrong.slice(0, 1),
  }));
  const submitted = await http.submit(token, uuid, answers);
  return { uuid, submitted };
}
