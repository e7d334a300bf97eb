import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { files, fileVariants, media } from '../../../db/schema/content.ts';
import { removeFilesAfterCommit } from '../../../platform/jobs/file-removal.ts';
import type { UploadedFile } from '../../../platform/resource/form-input.ts';
import type { UploadKind } from '../../../platform/resource/upload-rules.ts';
import type { Services } from '../../../platform/services.ts';
import { recordMediaFile } from '../record-media.ts';
import { confirmedType } from './confirmed-type.ts';
import {
  displayName,
  removeKeys,
  type StoredContent,
  storeContent,
  titleFromName,
} from './stored-content.ts';
import { whenRolledBack } from './transaction-outcome.ts';
import { announceVideoKept, videoPipelinePresent } from './video-kept.ts';

export type MediaRow = typeof media.$inferSelect;

export type KeepInput = {
  tenantId: number;
  file: UploadedFile;
  kind: UploadKind;
  title?: string;
  directoryId?: number | null;
};

const variantRows = (tenantId: number, fileId: number, content: StoredContent) =>
  content.variants.map((variant) => ({
    tenant_id: tenantId,
    file_id: fileId,
    variant_name: variant.name,
    path: variant.key,
    size: variant.size,
    mime: variant.mime,
  }));

/** A video waits for the pipeline when there is one (video-kept.ts); everything else is ready at once. */
const waitsForPipeline = (content: StoredContent) =>
  content.type.family === 'video' && videoPipelinePresent();

/**
 * Keeps a form's file as a new media item of the tenant: its type checked by its bytes against the kind
 * (422 `validation.filetype` on the file's field otherwise), the original and, for an image, its WebP
 * variants stored under `media/<uuid>/`, the media, files and file_variants rows written with `db` (the
 * caller's transaction). If anything fails, or the caller's transaction later rolls back, every object it
 * stored is removed again; a video is announced to the pipeline only once the rows are committed.
 */
export async function keepUploadedFile(
  services: Services,
  db: Executor,
  input: KeepInput,
): Promise<MediaRow> {
  const type = await confirmedType(input.file, input.kind);
  const uuid = randomUUID();
  const content = await storeContent(services.storage, input.file, type, `media/${uuid}`);
  try {
    const processing = waitsForPipeline(content);
    const { row, fileId } = await recordMediaFile(db, input.tenantId, {
      media: {
        uuid,
        title: (input.title?.trim() || titleFromName(input.file.filename)).slice(0, 255),
        directory_id: input.directoryId ?? null,
        size: content.size,
        mime: type.mime,
        meta: content.meta,
        processing_status: processing ? 'processing' : 'ready',
        // A logo belongs to the company or tenant whose form kept it, not to the media library (issue 22).
        purpose: input.kind === 'logo' ? 'logo' : 'library',
      },
      file: { name: displayName(input.file.filename), path: content.originalKey },
    });
    if (content.variants.length)
      await db.insert(fileVariants).values(variantRows(input.tenantId, fileId, content));
    // The transcode is queued with the rows; the stored objects go again if the rows' transaction rolls back.
    if (processing) await announceVideoKept(services, { id: row.id, uuid, tenantId: input.tenantId }, db);
    await whenRolledBack(db, services, 'media intake', () => removeKeys(services.storage, content.keys));
    return row;
  } catch (error) {
    await removeKeys(services.storage, content.keys).catch(() => undefined);
    throw error;
  }
}

/** Where an HLS playlist's renditions live: the folder of the playlist. */
const hlsFolder = (playlist: string) => playlist.slice(0, Math.max(0, playlist.lastIndexOf('/')));

/**
 * Replaces the file of a media item with another image or video, checked like a new one; its attachments,
 * title and directory stay. The new objects go under a folder of their own (`media/<uuid>/<generation>/`),
 * so the old ones are still whole if anything fails; they are deleted only once the change is committed.
 * A video that the pipeline reprocesses is `is_being_replaced` (and keeps its old HLS playing) meanwhile.
 */
export async function replaceMediaFile(
  services: Services,
  db: Executor,
  mediaRow: MediaRow,
  file: UploadedFile,
): Promise<MediaRow> {
  const type = await confirmedType(file, 'any');
  const prefix = `media/${mediaRow.uuid}/${randomUUID().slice(0, 8)}`;
  const content = await storeContent(services.storage, file, type, prefix);
  try {
    const processing = waitsForPipeline(content);
    const [current] = await db
      .select({ id: files.id, path: files.path })
      .from(files)
      .where(eq(files.media_id, mediaRow.id))
      .orderBy(asc(files.id))
      .limit(1);
    const oldKeys: string[] = [];
    let fileId: number;
    if (current) {
      const variants = await db
        .delete(fileVariants)
        .where(eq(fileVariants.file_id, current.id))
        .returning({ path: fileVariants.path });
      oldKeys.push(current.path, ...variants.map((variant) => variant.path));
      await db
        .update(files)
        .set({ name: displayName(file.filename), path: content.originalKey, updated_at: sql`now()` })
        .where(eq(files.id, current.id));
      fileId = current.id;
    } else {
      const [inserted] = await db
        .insert(files)
        .values({
          tenant_id: mediaRow.tenant_id,
          media_id: mediaRow.id,
          name: displayName(file.filename),
          path: content.originalKey,
        })
        .returning({ id: files.id });
      fileId = inserted.id;
    }
    if (content.variants.length)
      await db.insert(fileVariants).values(variantRows(mediaRow.tenant_id, fileId, content));
    // The old renditions play on while the new ones are made; otherwise they belong to a file that is gone.
    const oldHls = !processing && mediaRow.hls ? hlsFolder(mediaRow.hls) : null;
    const [row] = await db
      .update(media)
      .set({
        size: content.size,
        mime: type.mime,
        meta: content.meta,
        hls: processing ? mediaRow.hls : null,
        is_being_replaced: processing,
        processing_status: processing ? 'processing' : 'ready',
        processing_progress: 0,
        processing_error: null,
        updated_at: sql`now()`,
      })
      .where(eq(media.id, mediaRow.id))
      .returning();
    // Jobs queued with the change: the replaced objects removed, the new video transcoded.
    await removeFilesAfterCommit(services, db, { keys: oldKeys, prefixes: oldHls ? [oldHls] : [] });
    if (processing)
      await announceVideoKept(services, { id: row.id, uuid: row.uuid, tenantId: row.tenant_id }, db);
    await whenRolledBack(db, services, 'media replacement', () => removeKeys(services.storage, content.keys));
    return row;
  } catch (error) {
    await removeKeys(services.storage, content.keys).catch(() => undefined);
    throw error;
  }
}
