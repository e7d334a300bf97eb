import type { ExaminationQuestion } from '@academy/contracts/entities/examination';
import { sql } from 'drizzle-orm';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import type { examinations } from '../../db/schema/learning.ts';
import type { RelationLoader, RowOf } from '../../platform/resource/define-resource.ts';

/**
 * `questions` on examinations, for their owner only (others get null): the drawn questions in order with
 * their alternatives (id, text, order), the hint and the saved selection — one query for the page. Whether an
 * alternative is correct never leaves the database; only the count decides `multiple_correct_alternatives`,
 * sent when the company asks for that hint.
 */
export const examinationQuestionsLoader: RelationLoader<RowOf<typeof examinations>> = {
  always: true,
  async load(context, rows) {
    const own = rows.filter((row) => row.user_id === context.actor.user?.id).map((row) => row.id);
    const result = new Map<number, unknown>();
    if (own.length === 0) return result;
    const found = await queryRows(
      context.db,
      sql`select eq.examination_id, eq.sort_order, eq.block_id,
        q.id, q.uuid::text as uuid, q.text, q.hint,
        coalesce((c.settings->>'show_multiple_correct_hint')::boolean, true) as show_hint,
        (select count(*) from question_alternatives c2 where c2.question_id = q.id and c2.is_correct = 1) > 1 as multiple,
        qa.id as alternative_id, qa.text as alternative_text, qa.sort_order as alternative_sort,
        exists (select 1 from examination_answers a where a.examination_id = eq.examination_id
          and a.alternative_id = qa.id) as selected
      from examination_questions eq
      join examinations x on x.id = eq.examination_id
      left join companies c on c.id = x.company_id
      join questions q on q.id = eq.question_id
      left join question_alternatives qa on qa.question_id = q.id
      where eq.examination_id = any(${intArray(own)})
      order by eq.examination_id, eq.sort_order, qa.sort_order, qa.id`,
    );
    const byExamination = new Map<number, Map<number, ExaminationQuestion>>();
    for (const row of found) {
      const examinationId = Number(row.examination_id);
      const list = byExamination.get(examinationId) ?? new Map<number, ExaminationQuestion>();
      byExamination.set(examinationId, list);
      const questionId = Number(row.id);
      let question = list.get(questionId);
      if (!question) {
        question = {
          id: questionId,
          uuid: String(row.uuid),
          text: String(row.text),
          hint: (row.hint as string | null) ?? null,
          sort_order: Number(row.sort_order),
          block_id: Number(row.block_id),
          ...(row.show_hint ? { multiple_correct_alternatives: Boolean(row.multiple) } : {}),
          alternatives: [],
          selected_alternative_ids: [],
        };
        list.set(questionId, question);
      }
      if (row.alternative_id === null) continue;
      const alternativeId = Number(row.alternative_id);
      question.alternatives.push({
        id: alternativeId,
        text: String(row.alternative_text),
        sort_order: Number(row.alternative_sort),
      });
      if (row.selected) question.selected_alternative_ids.push(alternativeId);
    }
    for (const id of own) result.set(id, [...(byExamination.get(id)?.values() ?? [])]);
    return result;
  },
};

/** `state` on examinations by the app's clock: open, submitted, or expired (time limit passed unsubmitted). */
export const examinationStateLoader: RelationLoader<RowOf<typeof examinations>> = {
  always: true,
  async load(context, rows) {
    const now = context.services.clock.now().getTime();
    return new Map(
      rows.map((row) => [
        row.id,
        row.ended_at ? 'submitted' : new Date(row.expires_at).getTime() <= now ? 'expired' : 'open',
      ]),
    );
  },
};
