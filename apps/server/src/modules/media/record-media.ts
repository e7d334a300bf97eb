import type { Executor } from '../../db/client.ts';
import { insertManyForTenant, type NewRow } from '../../db/insert-in-order.ts';
import { files, media, mediaAttachments } from '../../db/schema/content.ts';

export type NewMediaFile = {
  /** The media item's columns; `uuid` when its stored objects are already named after it. */
  media: NewRow<typeof media> & { uuid?: string };
  /** The original file: its display name and its key in the storage. */
  file: { name: string; path: string };
};

/**
 * The rows of a media item whose original is stored: the media row and its file row. Written the same way for
 * an upload (intake) and for media brought in with the demo, so both read alike.
 */
export async function recordMediaFile(
  db: Executor,
  tenantId: number,
  input: NewMediaFile,
): Promise<{ row: typeof media.$inferSelect; fileId: number }> {
  const [row] = await db
    .insert(media)
    .values({ ...input.media, tenant_id: tenantId })
    .returning();
  const [file] = await db
    .insert(files)
    .values({ tenant_id: tenantId, media_id: row.id, name: input.file.name, path: input.file.path })
    .returning({ id: files.id });
  return { row, fileId: file.id };
}

export type MediaAttachmentInput = Omit<NewRow<typeof mediaAttachments>, 'media_id'>;

/** Records where a media item is used (a lesson, a block …), so its uses and deletion guard know it. */
export function attachMedia(
  db: Executor,
  tenantId: number,
  mediaId: number,
  attachments: readonly MediaAttachmentInput[],
) {
  return insertManyForTenant(
    db,
    mediaAttachments,
    tenantId,
    attachments.map((attachment) => ({ ...attachment, media_id: mediaId })),
  );
}
