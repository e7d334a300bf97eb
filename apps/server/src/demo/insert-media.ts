import { and, eq, inArray } from 'drizzle-orm';
import {
  courseVariantLessons,
  courseVariants,
  files,
  lessons,
  media,
  mediaAttachments,
} from '../db/schema/index.ts';
import { hazardIllustration } from './content-media.ts';
import type { SeedContext } from './seed-support.ts';

/** The demo image (content-media.ts), used by the first lesson of its course in every language. */
export async function insertMedia(context: SeedContext, courseIdByCode: Map<string, number>): Promise<void> {
  const { tx, tenantId } = context;
  const image = hazardIllustration;
  const [item] = await tx
    .insert(media)
    .values({
      tenant_id: tenantId,
      title: image.title,
      size: Buffer.byteLength(image.svg),
      mime: image.mime,
      meta: { width: image.width, height: image.height },
    })
    .returning({ id: media.id });
  await tx
    .insert(files)
    .values({ tenant_id: tenantId, media_id: item.id, name: image.name, path: image.path });

  const firstLessons = await tx
    .select({ id: courseVariantLessons.lesson_id })
    .from(courseVariantLessons)
    .innerJoin(courseVariants, eq(courseVariants.id, courseVariantLessons.course_variant_id))
    .where(
      and(
        eq(courseVariants.course_id, courseIdByCode.get(image.courseCode) ?? -1),
        eq(courseVariantLessons.sort_order, 1),
      ),
    );
  const lessonIds = firstLessons.map((row) => row.id);
  if (lessonIds.length === 0) return;
  await tx.update(lessons).set({ media_id: item.id }).where(inArray(lessons.id, lessonIds));
  await tx.insert(mediaAttachments).values(
    lessonIds.map((lessonId) => ({
      tenant_id: tenantId,
      media_id: item.id,
      attachment_type: 'lesson',
      attachment_id: lessonId,
    })),
  );
}
