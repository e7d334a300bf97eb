import type { Block } from '@academy/contracts/entities/block';
import type { Lesson } from '@academy/contracts/entities/lesson';
import { list } from './http-client.ts';

/**
 * What a course variant's page reads beside the variant: its lessons in full (body, media, blocks count) for
 * the lessons table and a lesson's content, and a lesson's blocks. The learner's course page and the admin
 * preview read them alike; the server answers each reader what they may read.
 */
export async function fetchVariantLessons(variantId: number): Promise<Lesson[]> {
  return (
    await list<Lesson>('lessons', { 'filter[course_variant]': variantId, per_page: 100, with: 'media' })
  ).items;
}

export async function fetchLessonBlocks(lessonId: number): Promise<Block[]> {
  return (await list<Block>('blocks', { 'filter[lesson]': lessonId, per_page: 100, with: 'media' })).items;
}
