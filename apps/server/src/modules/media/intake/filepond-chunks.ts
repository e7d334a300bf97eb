import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { fileUploads } from '../../../db/schema/content.ts';
import { HttpError, notFound } from '../../../platform/http/http-error.ts';
import { fileTooLarge } from '../../../platform/resource/temp-upload.ts';
import { type UploadKind, uploadRule } from '../../../platform/resource/upload-rules.ts';
import type { Services } from '../../../platform/services.ts';
import {
  chunkFilePath,
  receivingStatus,
  type SignedInActor,
  storeUpload,
  unguessableId,
} from './filepond-uploads.ts';
import { displayName } from './stored-content.ts';

/**
 * FilePond's chunked uploads, for big videos (issue 12): `process` without a file but with `Upload-Length`
 * starts one and answers its id; each `PATCH ?patch=<id>` appends the next chunk at `Upload-Offset`; `HEAD`
 * tells how much arrived, so an interrupted upload resumes there. The chunks gather in a file under DATA_DIR
 * (never in memory); once the last one is in, the whole file is checked by its bytes and goes to storage
 * like a one-piece upload. While it is coming in, the record's `size` holds the announced length.
 */

const field = 'filepond';

export async function startChunkedUpload(
  services: Services,
  actor: SignedInActor,
  kind: UploadKind,
  length: number,
): Promise<string> {
  const rule = uploadRule(kind, services.config);
  if (length > rule.maxBytes) throw fileTooLarge(field, rule);
  const id = unguessableId();
  const [row] = await services.db
    .insert(fileUploads)
    .values({
      tenant_id: actor.tenantId,
      filename: 'upload',
      status: receivingStatus,
      encrypted_id: id,
      user_id: actor.user.id,
      time: services.clock.now().toISOString(),
      size: length,
    })
    .returning({ uuid: fileUploads.uuid });
  const path = chunkFilePath(services.config.dataDir, row.uuid);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, new Uint8Array(), { flag: 'wx', mode: 0o600 });
  return id;
}

/** The uploader's own upload that is still coming in; anything else is not found. */
async function receiving(services: Services, actor: SignedInActor, id: string) {
  const [row] = await services.db
    .select()
    .from(fileUploads)
    .where(
      and(
        eq(fileUploads.tenant_id, actor.tenantId),
        eq(fileUploads.encrypted_id, id),
        eq(fileUploads.user_id, actor.user.id),
        eq(fileUploads.status, receivingStatus),
      ),
    );
  if (!row) throw notFound();
  return { row, path: chunkFilePath(services.config.dataDir, row.uuid), length: row.size ?? 0 };
}

const receivedSize = async (path: string) => (await stat(path).catch(() => null))?.size ?? 0;

/** How many bytes of the upload have arrived (FilePond's HEAD, to resume). */
export async function receivedBytes(services: Services, actor: SignedInActor, id: string): Promise<number> {
  return receivedSize((await receiving(services, actor, id)).path);
}

/** A chunk sent for another offset than the bytes received so far: the client asks HEAD and resumes. */
const offsetConflict = (received: number) =>
  new HttpError(409, 'http.upload_offset', undefined, [], { 'Upload-Offset': String(received) });

/**
 * Appends one chunk. Past the announced length the chunk stops at once (400); a chunk that breaks off
 * leaves the bytes before it, so the client resumes from HEAD. Answers the bytes received; once they are
 * all there, the file is checked and stored, and the upload becomes `pending` (a refused file is removed).
 */
export async function appendChunk(
  services: Services,
  actor: SignedInActor,
  input: { id: string; kind: UploadKind; offset: number; name: string; body: NodeJS.ReadableStream },
): Promise<{ received: number; complete: boolean }> {
  const upload = await receiving(services, actor, input.id);
  const before = await receivedSize(upload.path);
  if (input.offset !== before) throw offsetConflict(before);
  let received = before;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > upload.length) callback(new HttpError(400, 'http.upload_too_long'));
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(input.body, bounded, createWriteStream(upload.path, { flags: 'a' }));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'http.malformed_multipart');
  }
  if (received < upload.length) return { received, complete: false };

  const filename = displayName(input.name);
  const file = { field, path: upload.path, size: received, filename, mimetype: 'application/octet-stream' };
  try {
    await storeUpload(services, file, input.kind, (stored) =>
      services.db
        .update(fileUploads)
        .set({ status: 'pending', filename, ...stored })
        .where(eq(fileUploads.id, upload.row.id)),
    );
  } catch (error) {
    // A refused or unstorable file ends the upload: nothing of it is kept.
    await services.db.delete(fileUploads).where(eq(fileUploads.id, upload.row.id));
    throw error;
  } finally {
    await rm(upload.path, { force: true });
  }
  return { received, complete: true };
}
