import type { Examination, ExaminationResults } from '@academy/contracts/entities/examination';
import { request } from '../../../api/http-client.ts';
import { httpEnvironment } from '../../../api/http-environment.ts';
import { fetchItemOrNull } from '../shared/item-query.ts';

const path = (uuid: string, rest = '') => `examinations/${encodeURIComponent(uuid)}${rest}`;

/** The learner's own attempt with its drawn questions (never which answers are correct); null when not theirs. */
export const fetchExamination = (uuid: string) => fetchItemOrNull<Examination>(path(uuid));

export const fetchExaminationResults = (uuid: string) =>
  fetchItemOrNull<ExaminationResults>(path(uuid, '/results'));

/** Saves one question's selection as the learner goes, so a reload keeps it. Quiet: submit sends all again. */
export async function saveAnswer(uuid: string, questionId: number, alternativeIds: number[]): Promise<void> {
  await request(path(uuid, '/answers'), {
    method: 'POST',
    body: { question_id: questionId, alternative_ids: alternativeIds },
    quiet: true,
  });
}

export type Answers = Record<number, number[]>;

/** Submits the attempt with every answer; the server grades it and answers the results. */
export async function submitExamination(uuid: string, answers: Answers): Promise<ExaminationResults> {
  const data = await request(path(uuid, '/submit'), {
    method: 'POST',
    body: {
      answers: Object.entries(answers).map(([question, ids]) => ({
        question_id: Number(question),
        alternative_ids: ids,
      })),
    },
  });
  const message = data.message ?? data.meta?.message;
  if (message) httpEnvironment().notify({ color: 'green', message });
  return data.item as ExaminationResults;
}
