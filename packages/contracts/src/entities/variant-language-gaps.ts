import { z } from 'zod';

/** The kinds of content a variant is made of, each with a language of its own. */
export const variantContentKinds = ['lesson', 'block', 'question'] as const;

/**
 * One lesson, block or question of a variant whose language is not the variant's: `language` names it. `lesson_id`
 * is the variant's lesson it sits in (a lesson's own id for a lesson), `block_id` the block a question sits in.
 */
export const variantLanguageGapSchema = z.object({
  kind: z.enum(variantContentKinds),
  id: z.number().int(),
  uuid: z.string(),
  label: z.string(),
  lesson_id: z.number().int(),
  block_id: z.number().int().nullable(),
  language: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
});
export type VariantLanguageGap = z.infer<typeof variantLanguageGapSchema>;

/**
 * `with=language_gaps` on a course variant (administrators; null for other readers): its content still in
 * another language, in the variant's order (lesson, its blocks, each block's questions). Content without a
 * language (e.g. a video-only block) is language neutral and not listed.
 */
export const variantLanguageGapsSchema = z.object({
  count: z.number().int(),
  items: z.array(variantLanguageGapSchema),
});
export type VariantLanguageGaps = z.infer<typeof variantLanguageGapsSchema>;
