import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blockLessons, blockQuestions, blocks } from '../../db/schema/content.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { readableBlock } from '../content-visibility/index.ts';

/** Fisher–Yates with a cryptographic source: a learner cannot predict the next draw. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/** The lesson's blocks for one examination: all in order, or shuffled when `atRandom`; at most `limit`. */
export function pickBlocks<T>(ordered: readonly T[], atRandom: boolean, limit: number | null): T[] {
  const candidates = atRandom ? shuffled(ordered) : [...ordered];
  return limit !== null && limit > 0 ? candidates.slice(0, limit) : candidates;
}

/** A block's questions: all in order, or a random `limit` of them kept in the block's order. */
export function pickQuestions<T>(ordered: readonly T[], limit: number | null): T[] {
  if (limit === null || limit <= 0 || ordered.length <= limit) return [...ordered];
  const chosen = new Set(shuffled(ordered.map((_, index) => index)).slice(0, limit));
  return ordered.filter((_, index) => chosen.has(index));
}

export type DrawnQuestion = { block_id: number; question_id: number; sort_order: number };

/**
 * Draws an examination's questions (spec §3 Lesson/Block): the lesson's active blocks the learner may read
 * (passports), limited by `blocks_limit` (at random with `blocks_at_random`), and from each block its
 * questions limited by `questions_limit`. A question in two drawn blocks is asked once. Two queries.
 */
export async function drawQuestions(
  db: Executor,
  actor: Actor,
  lesson: { id: number; blocks_at_random: boolean; blocks_limit: number | null },
): Promise<DrawnQuestion[]> {
  const lessonBlocks = await db
    .select({ id: blocks.id, questions_limit: blocks.questions_limit })
    .from(blockLessons)
    .innerJoin(blocks, eq(blocks.id, blockLessons.block_id))
    .where(and(eq(blockLessons.lesson_id, lesson.id), readableBlock(actor)))
    .orderBy(asc(blockLessons.sort_order), asc(blockLessons.id));
  const chosenBlocks = pickBlocks(lessonBlocks, lesson.blocks_at_random, lesson.blocks_limit);
  if (chosenBlocks.length === 0) return [];
  const links = await db
    .select({ block_id: blockQuestions.block_id, question_id: blockQuestions.question_id })
    .from(blockQuestions)
    .where(
      inArray(
        blockQuestions.block_id,
        chosenBlocks.map((block) => block.id),
      ),
    )
    .orderBy(asc(blockQuestions.sort_order), asc(blockQuestions.id));
  const drawn: DrawnQuestion[] = [];
  const asked = new Set<number>();
  for (const block of chosenBlocks) {
    const own = links.filter((link) => link.block_id === block.id);
    for (const link of pickQuestions(own, block.questions_limit)) {
      if (asked.has(link.question_id)) continue;
      asked.add(link.question_id);
      drawn.push({ ...link, sort_order: drawn.length + 1 });
    }
  }
  return drawn;
}
