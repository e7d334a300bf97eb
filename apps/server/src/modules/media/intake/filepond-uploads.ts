import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { fileUploads } from '../../../db/schema/content.ts';
import { notFound } from '../../../platform/http/http-error.ts';
import type { UploadedFile } from '../../../platform/resource/form-input.ts';
import { temporaryUploadDirectory } from '../../../platform/resource/temp-upload.ts';
import type { UploadKind } from '../../../platform/resource/upload-rules.ts';
import type { Services } from '../../../platform/services.ts';
import { confirmedType } from './confirmed-type.ts';
import { displayName } from './stored-content.ts';
import type { SignedInActor } from './upload-allowance.ts';
import { assertUploadRoom, reserveUpload } from './upload-quota.ts';

/** The id FilePond holds for an upload: 32 random bytes, so it cannot be guessed or counted. */
export const unguessableId = () => randomBytes(32).toString('base64url');

/** A chunked upload still coming in (filepond-chunks.ts); `pending` once whole, `used` once kept. */
export const receivingStatus = 'receiving';

/** Where a chunked upload's bytes gather until they are whole: on the disk of DATA_DIR, by the row's uuid. */
export const chunkFilePath = (dataDir: string, uploadUuid: string) =>
  join(temporaryUploadDirectory(dataDir), 'chunks', uploadUuid);

/**
 * Keeps one FilePond upload (spec §3 File upload record): checked by its bytes like a form's file, streamed
 * to storage under `uploads/<random>`, recorded as `pending` of `kind` for the user who sent it, within
 * their upload quota (upload-quota.ts: refused before it is stored). The record's id is what FilePond gets
 * back and later sends with the form, or with its revert.
 */
export async function keepFilePondUpload(
  services: Services,
  actor: SignedInActor,
  file: UploadedFile,
  kind: UploadKind,
): Promise<string> {
  const id = unguessableId();
  await assertUploadRoom(services, actor, file.size, file.field);
  await storeUpload(services, file, kind, (stored) =>
    // Checked again with the record, under the user's lock: another upload may have taken the room meanwhile.
    reserveUpload(services, actor, stored.size, file.field, (tx) =>
      tx.insert(fileUploads).values({
        tenant_id: actor.tenantId,
        filename: displayName(file.filename),
        status: 'pending',
        encrypted_id: id,
        user_id: actor.user.id,
        time: services.clock.now().toISOString(),
        kind,
        ...stored,
      }),
    ),
  );
  return id;
}

/**
 * Checks a received file by its bytes, streams it to storage under `uploads/<random>` and records it with
 * `record` (a new row, or a chunked upload's own row); the object goes again if the record fails.
 */
export async function storeUpload(
  services: Services,
  file: UploadedFile,
  kind: UploadKind,
  record: (stored: { path: string; size: number; mime: string }) => Promise<unknown>,
): Promise<void> {
  const type = await confirmedType(file, kind);
  const key = `uploads/${randomUUID()}`;
  try {
    const { size } = await services.storage.put(key, createReadStream(file.path), { contentType: type.mime });
    await record({ path: key, size, mime: type.mime });
  } catch (error) {
    await services.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * FilePond's revert: the upload's object and record go. Only its uploader may revert it, and only while it
 * is pending; any other id is not found (404), so nothing tells whether someone else's upload exists.
 */
export async function revertFilePondUpload(
  services: Services,
  actor: SignedInActor,
  id: string,
): Promise<void> {
  const [removed] = await services.db
    .delete(fileUploads)
    .where(
      and(
        eq(fileUploads.tenant_id, actor.tenantId),
        eq(fileUploads.encrypted_id, id),
        eq(fileUploads.user_id, actor.user.id),
        inArray(fileUploads.status, ['pending', receivingStatus]),
      ),
    )
    .returning({ path: fileUploads.path, uuid: fileUploads.uuid });
  if (!removed) throw notFound();
  if (removed.path) await services.storage.delete(removed.path);
  await rm(chunkFilePath(services.config.dataDir, removed.uuid), { force: true });
}
