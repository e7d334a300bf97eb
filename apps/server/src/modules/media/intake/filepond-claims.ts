import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { fileUploads } from '../../../db/schema/content.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { fieldError } from '../../../platform/http/http-error.ts';
import { temporaryUploadDirectory, type UploadedFile } from '../../../platform/resource/temp-upload.ts';
import type { Services } from '../../../platform/services.ts';

/** The form field that names an earlier FilePond upload instead of carrying the file itself. */
export const uploadField = 'upload';

/**
 * A pending FilePond upload of the signed-in user, fetched from storage into a temporary file so it is kept
 * exactly like a form's file (same type check, same variants). `claim` marks it used inside the write's
 * transaction, so a rolled-back write leaves it pending for another try; once the write has committed, the
 * caller drops the upload's object with `dropUploadedObject`; `discard` removes the temporary file.
 */
export type FetchedUpload = {
  file: UploadedFile;
  claim(tx: Executor): Promise<void>;
  dropUploadedObject(): Promise<void>;
  discard(): Promise<void>;
};

const unknownUpload = () => fieldError(uploadField, 'validation.upload_unknown');

export async function fetchFilePondUpload(
  services: Services,
  actor: Actor,
  id: string,
): Promise<FetchedUpload> {
  const userId = actor.user?.id;
  if (userId === undefined) throw unknownUpload();
  const pending = and(
    eq(fileUploads.tenant_id, actor.tenantId),
    eq(fileUploads.encrypted_id, id),
    eq(fileUploads.user_id, userId),
    eq(fileUploads.status, 'pending'),
  );
  const [upload] = await services.db.select().from(fileUploads).where(pending);
  const stored = upload?.path ? await services.storage.get(upload.path) : null;
  if (!upload?.path || !stored) throw unknownUpload();
  const storageKey = upload.path;

  const directory = temporaryUploadDirectory(services.config.dataDir);
  await mkdir(directory, { recursive: true });
  const path = join(directory, randomUUID());
  try {
    await pipeline(stored.stream, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return {
    file: {
      field: uploadField,
      path,
      size: stored.size,
      filename: upload.filename,
      // The type sniffed when it was uploaded; the intake sniffs the bytes again before keeping them.
      mimetype: upload.mime ?? 'application/octet-stream',
    },
    async claim(tx) {
      const [claimed] = await tx
        .update(fileUploads)
        .set({ status: 'used' })
        .where(and(eq(fileUploads.id, upload.id), eq(fileUploads.status, 'pending')))
        .returning({ id: fileUploads.id });
      // Another request used it meanwhile (a double submit): this one has nothing to keep.
      if (!claimed) throw unknownUpload();
    },
    dropUploadedObject: () => services.storage.delete(storageKey),
    discard: () => rm(path, { force: true }),
  };
}
