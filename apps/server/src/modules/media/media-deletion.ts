import { eq } from 'drizzle-orm';
import { files, fileVariants, media } from '../../db/schema/content.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { removeKeys } from './intake/stored-content.ts';
import { whenTransactionEnds } from './intake/transaction-outcome.ts';

/**
 * Once the delete of a media item has committed, its stored objects go too: the original and variants its
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
  const { storage } = context.services;
  await whenTransactionEnds(context.db, context.services, {
    what: 'media deletion',
    mediaId: row.id,
    isCommitted: async (db) =>
      (await db.select({ id: media.id }).from(media).where(eq(media.id, row.id))).length === 0,
    committed: async () => {
      await removeKeys(storage, keys);
      await storage.deletePrefix(`media/${row.uuid}`);
    },
    rolledBack: async () => {},
  });
}
