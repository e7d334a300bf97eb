import { eq } from 'drizzle-orm';
import { files, fileVariants } from '../../db/schema/content.ts';
import { removeFilesAfterCommit } from '../../platform/jobs/file-removal.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';

/**
 * Once the delete of a media item has committed, its stored objects go too (a job queued with the delete): the original and variants its
 * rows name (the demo's files live elsewhere) and everything under its own folder `media/<uuid>/` (replaced
 * generations, HLS renditions). A delete that rolls back keeps them all. Read before the rows cascade away.
 */
export async function removeStoredFilesAfterDelete(
  context: ResourceContext,
  row: { id: number; uuid: string },
): Promise<void> {
  const stored = await context.db
    .select({ path: files.path, variant: fileVariants.path })
    .from(files)
    .leftJoin(fileVariants, eq(fileVariants.file_id, files.id))
    .where(eq(files.media_id, row.id));
  const keys = [
    ...new Set(stored.flatMap((entry) => [entry.path, ...(entry.variant ? [entry.variant] : [])])),
  ];
  // A job queued in the delete's transaction: the objects go once it has committed.
  await removeFilesAfterCommit(context.services, context.db, { keys, prefixes: [`media/${row.uuid}`] });
}
