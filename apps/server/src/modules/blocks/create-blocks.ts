import type { Executor } from '../../db/client.ts';
import { insertForTenant, insertManyForTenant, type NewRow } from '../../db/insert-in-order.ts';
import { blockLessons, blocks } from '../../db/schema/content.ts';

export type BlockInput = NewRow<typeof blocks>;
export type BlockLessonInput = NewRow<typeof blockLessons>;

/** Creates blocks outside a request (the demo) in one statement; their ids in input order. */
export function createBlocks(db: Executor, tenantId: number, inputs: readonly BlockInput[]) {
  return insertForTenant(db, blocks, tenantId, inputs);
}

/** Places blocks in lessons' lists (sort_order counts from 1, as the app's appends do). */
export function linkBlockLessons(db: Executor, tenantId: number, inputs: readonly BlockLessonInput[]) {
  return insertManyForTenant(db, blockLessons, tenantId, inputs);
}
