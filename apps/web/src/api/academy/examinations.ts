import type {
  Examination,
  ExaminationResults,
  examinationContract,
} from '@academy/contracts/entities/examination';
import { clientStorage } from '../client-storage.ts';
import { httpEnvironment } from '../http-environment.ts';
import { callOperation, operationUrl } from '../operations/call-operation.ts';
import { itemOrNull, readItemOrNull } from '../resources/resource-reads.ts';

/** The learner's own attempt with its drawn questions (never which answers are correct); null when not theirs. */
export const fetchExamination = (uuid: string): Promise<Examination | null> =>
  readItemOrNull<typeof examinationContract>('examinations', uuid);

export const fetchExaminationResults = (uuid: string): Promise<ExaminationResults | null> =>
  itemOrNull(async () => {
    const data = await callOperation('examinations.results', { params: { id: uuid } }, { quiet: true });
    return data.item ?? null;
  });

/** Saves one question's selection as the learner goes, so a reload keeps it. Quiet: submit sends all again. */
export async function saveAnswer(uuid: string, questionId: number, alternativeIds: number[]): Promise<void> {
  await callOperation(
    'examinations.saveAnswer',
    { params: { id: uuid }, body: { question_id: questionId, alternative_ids: alternativeIds } },
    { quiet: true },
  );
}

export type Answers = Record<number, number[]>;

/** Submits the attempt with every answer; the server grades it and answers the results. */
export async function submitExamination(uuid: string, answers: Answers): Promise<ExaminationResults> {
  const data = await callOperation('examinations.submit', {
    params: { id: uuid },
    body: {
      answers: Object.entries(answers).map(([question, ids]) => ({
        question_id: Number(question),
        alternative_ids: ids,
      })),
    },
  });
  const message = data.meta?.message;
  if (message) httpEnvironment().notify({ color: 'green', message });
  return data.item;
}

/**
 * The final save when the tab closes in SCORM mode (issue 25): each answered question once more, with
 * `keepalive` so the browser still sends it after the page is gone, authenticated with the session's token.
 * The academy keeps progress itself, so nothing depends on the LMS's suspend_data.
 */
export function saveAnswersOnClose(uuid: string, answers: Answers): void {
  const token = clientStorage.getToken();
  if (!token) return;
  for (const [questionId, ids] of Object.entries(answers)) {
    if (ids.length === 0) continue;
    const body = { question_id: Number(questionId), alternative_ids: ids };
    void fetch(operationUrl('examinations.saveAnswer', { params: { id: uuid }, body }), {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  }
}
