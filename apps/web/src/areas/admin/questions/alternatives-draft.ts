import { questionAlternativeCreateSchema } from '@academy/contracts/entities/question';
import type { Locale } from '@academy/contracts/messages';
import type { AlternativeBulkItem } from '../../../api/resources/question-alternatives.ts';
import { translate } from '../../../i18n/validation-messages.ts';

/**
 * The alternatives editor's working copy of a question's alternatives, and what saving it takes: the
 * alternatives removed are deleted, the changed ones go in one bulk update (spec §7), the new ones are
 * created, each with its position (1, 2, …) as `sort_order`.
 */
export type SavedAlternative = {
  id: number;
  uuid: string;
  header: string;
  text: string;
  sort_order: number;
  is_correct: number;
};

export type DraftAlternative = {
  /** Stable across edits (React key and where field errors go). */
  key: string;
  /** Absent until the alternative is created. */
  saved: { id: number; uuid: string } | null;
  text: string;
  correct: boolean;
};

let drafted = 0;
const nextKey = () => {
  drafted += 1;
  return `new-${drafted}`;
};

export function draftFrom(alternatives: readonly SavedAlternative[]): DraftAlternative[] {
  return [...alternatives]
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
    .map((alternative) => ({
      key: `saved-${alternative.id}`,
      saved: { id: alternative.id, uuid: alternative.uuid },
      text: alternative.text,
      correct: alternative.is_correct === 1,
    }));
}

export function newAlternative(): DraftAlternative {
  return { key: nextKey(), saved: null, text: '', correct: false };
}

export type SavePlan = {
  remove: { id: number; uuid: string; header: string }[];
  update: (AlternativeBulkItem & { uuid: string; key: string })[];
  create: { key: string; text: string; sort_order: number; is_correct: 0 | 1 }[];
};

/** The writes that turn the saved alternatives into the draft (nothing for what is unchanged). */
export function planSave(saved: readonly SavedAlternative[], draft: readonly DraftAlternative[]): SavePlan {
  const kept = new Set(draft.flatMap((row) => (row.saved ? [row.saved.id] : [])));
  const byId = new Map(saved.map((alternative) => [alternative.id, alternative]));
  const plan: SavePlan = {
    remove: saved
      .filter((alternative) => !kept.has(alternative.id))
      .map(({ id, uuid, header }) => ({ id, uuid, header })),
    update: [],
    create: [],
  };
  draft.forEach((row, index) => {
    const values = { text: row.text.trim(), sort_order: index + 1, is_correct: row.correct ? 1 : 0 } as const;
    const before = row.saved ? byId.get(row.saved.id) : undefined;
    if (!row.saved || !before) {
      plan.create.push({ key: row.key, ...values });
      return;
    }
    if (
      before.text !== values.text ||
      before.sort_order !== values.sort_order ||
      before.is_correct !== values.is_correct
    )
      plan.update.push({ id: before.id, uuid: before.uuid, key: row.key, ...values });
  });
  return plan;
}

export const hasChanges = (plan: SavePlan) =>
  plan.remove.length + plan.update.length + plan.create.length > 0;

/** Each alternative's text checked with the contract's rule (spec §5 "text is required"), translated. */
export function draftErrors(draft: readonly DraftAlternative[], locale: Locale): Record<string, string> {
  const errors: Record<string, string> = {};
  const textSchema = questionAlternativeCreateSchema.shape.text;
  for (const row of draft) {
    const result = textSchema.safeParse(row.text);
    if (!result.success) errors[row.key] = translate(result.error.issues[0]?.message ?? '', locale);
  }
  return errors;
}
