import { setLessonsMedia } from '../modules/lessons/index.ts';
import { attachMedia, recordMediaFile } from '../modules/media/index.ts';
import { hazardIllustration } from './content-media.ts';
import type { SeedContext } from './seed-support.ts';

/** The demo image (content-media.ts), used by the first lesson of its course in every language. */
export async function insertMedia(
  context: SeedContext,
  firstLessonIdsByCode: ReadonlyMap<string, number[]>,
): Promise<void> {
  const { tx, tenantId } = context;
  const image = hazardIllustration;
  const { row } = await recordMediaFile(tx, tenantId, {
    media: {
      title: image.title,
      size: Buffer.byteLength(image.svg),
      mime: image.mime,
      meta: { width: image.width, height: image.height },
    },
    file: { name: image.name, path: image.path },
  });

  const lessonIds = firstLessonIdsByCode.get(image.courseCode) ?? [];
  if (lessonIds.length === 0) return;
  await setLessonsMedia(tx, lessonIds, row.id);
  await attachMedia(
    tx,
    tenantId,
    row.id,
    lessonIds.map((lessonId) => ({ attachment_type: 'lesson', attachment_id: lessonId })),
  );
}
