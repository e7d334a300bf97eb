import type {
  VariantLanguageGap,
  VariantLanguageGaps,
} from '@academy/contracts/entities/variant-language-gaps';
import { sql } from 'drizzle-orm';
import { intArray, queryRows } from '../../db/raw-sql.ts';
import type { RelationLoader } from '../../platform/resource/define-resource.ts';
import { seesAllContent } from '../content-visibility/index.ts';

type GapRow = {
  variant_id: number;
  kind: VariantLanguageGap['kind'];
  id: number;
  uuid: string;
  label: string;
  lesson_id: number;
  block_id: number | null;
  language_id: number;
  language_code: string;
  language_name: string;
};

/**
 * `with=language_gaps` (administrators, who author variants): per variant of the page, the lessons, their blocks
 * and those blocks' questions whose language is set and differs from the variant's, in one statement whatever the
 * number of variants or lessons. Ordered as the author reads the variant: lesson, its blocks, their questions.
 */
export const variantLanguageGaps: RelationLoader = {
  async load(context, rows) {
    if (!seesAllContent(context.actor) || rows.length === 0) return new Map();
    const variantIds = intArray(rows.map((row) => row.id));
    const found = await queryRows<GapRow>(
      context.db,
      sql`with placed as (
          select v.id as variant_id, v.language_id as variant_language, cvl.sort_order as lesson_order, l.*
          from course_variants v
          join course_variant_lessons cvl on cvl.course_variant_id = v.id
          join lessons l on l.id = cvl.lesson_id
          where v.id = any(${variantIds}) and v.tenant_id = ${context.actor.tenantId}),
        content as (
          select p.variant_id, p.variant_language, 'lesson' as kind, p.id, p.uuid, p.title as label,
            p.id as lesson_id, null::int as block_id, p.language_id, p.lesson_order, p.id as lesson_key,
            -1 as block_order, -1 as block_key, -1 as question_order
          from placed p
          union all
          select p.variant_id, p.variant_language, 'block', b.id, b.uuid, b.title, p.id, null::int, b.language_id,
            p.lesson_order, p.id, bl.sort_order, b.id, -1
          from placed p
          join block_lessons bl on bl.lesson_id = p.id
          join blocks b on b.id = bl.block_id
          union all
          select p.variant_id, p.variant_language, 'question', q.id, q.uuid, q.text, p.id, b.id, q.language_id,
            p.lesson_order, p.id, bl.sort_order, b.id, bq.sort_order
          from placed p
          join block_lessons bl on bl.lesson_id = p.id
          join blocks b on b.id = bl.block_id
          join block_questions bq on bq.block_id = b.id
          join questions q on q.id = bq.question_id)
        select c.variant_id, c.kind, c.id, c.uuid::text as uuid, c.label, c.lesson_id, c.block_id,
          lang.id as language_id, lang.code as language_code, lang.name as language_name
        from content c
        join languages lang on lang.id = c.language_id
        where c.language_id <> c.variant_language
        order by c.variant_id, c.lesson_order, c.lesson_key, c.block_order, c.block_key, c.question_order, c.id`,
    );
    const gaps = new Map<number, VariantLanguageGaps>(rows.map((row) => [row.id, { count: 0, items: [] }]));
    for (const row of found) {
      const entry = gaps.get(Number(row.variant_id));
      if (!entry) continue;
      entry.items.push({
        kind: row.kind,
        id: Number(row.id),
        uuid: row.uuid,
        label: row.label,
        lesson_id: Number(row.lesson_id),
        block_id: row.block_id === null ? null : Number(row.block_id),
        language: { id: Number(row.language_id), code: row.language_code, name: row.language_name },
      });
      entry.count += 1;
    }
    return gaps;
  },
};
