import { blockLessonContract } from '@academy/contracts/entities/block';
import { and, eq, inArray } from 'drizzle-orm';
import { blockLessons, blocks, lessons } from '../../db/schema/content.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { visibleBlockIds, visibleLessonIds, visibleThrough } from '../content-visibility/index.ts';
import { assertNotLinked, nextSortOrder } from '../courses/index.ts';
import { blockLessonPolicy } from './blocks.policy.ts';

/** The block-lesson link entity (spec §3): which blocks a lesson has, in which order. */
export const blockLessonResource = defineResource(blockLessonContract, {
  table: blockLessons,
  policy: blockLessonPolicy,
  label: { en: 'Block in lesson', nb: 'Blokk i leksjon' },
  header: (row) => `${row.block_id}:${row.lesson_id}`,
  visibility: (actor) => {
    const lessonIds = visibleLessonIds(actor);
    return visibleThrough(
      actor,
      visibleBlockIds,
      blockLessons.block_id,
      lessonIds ? inArray(blockLessons.lesson_id, lessonIds) : undefined,
    );
  },
  sorts: { sort_order: blockLessons.sort_order, created_at: blockLessons.created_at },
  defaultSort: 'sort_order',
  filters: {
    block: (value) => referenceFilter(blockLessons.block_id, blocks, value),
    lesson: (value) => referenceFilter(blockLessons.lesson_id, lessons, value),
  },
  relations: {
    block: belongsTo(blocks, 'block_id', {
      always: true,
      pick: summary('blocks', 'block', (row) => row.title),
    }),
    lesson: belongsTo(lessons, 'lesson_id', {
      always: true,
      pick: summary('lessons', 'lesson', (row) => row.title),
    }),
  },
  present: (_row, loaded) => {
    const block = loaded.block;
    return block?.header ? { header: block.header } : {};
  },
  create: {
    async prepare(input, context) {
      const blockId = await resolveReference(context, blocks, input.block_id, 'block_id');
      const lessonId = await resolveReference(context, lessons, input.lesson_id, 'lesson_id');
      await assertNotLinked(
        context,
        blockLessons,
        and(eq(blockLessons.block_id, blockId), eq(blockLessons.lesson_id, lessonId))!,
        'block_id',
      );
      const sortOrder =
        input.sort_order ??
        (await nextSortOrder(
          context,
          blockLessons,
          blockLessons.lesson_id,
          blockLessons.sort_order,
          lessonId,
        ));
      return { block_id: blockId, lesson_id: lessonId, sort_order: sortOrder };
    },
  },
  update: {},
  writeRelations: ['block-lessons', 'blocks', 'lessons'],
});
