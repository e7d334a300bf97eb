import { constants } from 'node:fs';
import { mkdir, open, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { fileUploads } from '../../../db/schema/content.ts';
import { HttpError, notFound } from '../../../platform/http/http-error.ts';
import { fileTooLarge } from '../../../platform/resource/temp-upload.ts';
import type { UploadKind, UploadRule } from '../../../platform/resource/upload-rules.ts';
import type { Services } from '../../../platform/services.ts';
import { chunkFilePath, receivingStatus, storeUpload, unguessableId } from './filepond-uploads.ts';
import { displayName } from './stored-content.ts';
import { recordedKind, type SignedInActor } from './upload-allowance.ts';
import { reserveUpload } from './upload-quota.ts';

/**
 * FilePond's chunked uploads, for big videos (issue 12): `process` without a file but with `Upload-Length`
 * starts one and answers its id; each `PATCH ?patch=<id>` appends the next chunk at `Upload-Offset`; `HEAD`
 * tells how much arrived, so an interrupted upload resumes there. The chunks gather in a file under DATA_DIR
 * (never in memory); once the last one is in, the whole file is checked by its bytes and goes to storage
 * like a one-piece upload. While it is coming in, the record's `size` holds the announced length, which counts
 * against the uploader's quota from the start; its `kind` is the one it started with, whatever later requests
 * say, so a file announced as a video cannot finish as a logo past the logo's limit.
 */

const field = 'filepond';

/**
 * Starts a chunked upload of `length` bytes under `rule` (the kind as the actor may upload it,
 * upload-allowance.ts): longer than the rule allows is 413 at once; the record is reserved within the quota.
 */
export async function startChunkedUpload(
  services: Services,
  actor: SignedInActor,
  upload: { kind: UploadKind; rule: UploadRule; length: number },
): Promise<string> {
  if (upload.length > upload.rule.maxBytes) throw fileTooLarge(field, upload.rule);
  const id = unguessableId();
  const row = await reserveUpload(services, actor, upload.length, field, async (tx) => {
    const [inserted] = await tx
      .insert(fileUploads)
      .values({
        tenant_id: actor.tenantId,
        filename: 'upload',
        status: receivingStatus,
        encrypted_id: id,
        user_id: actor.user.id,
        time: services.clock.now().toISOString(),
        size: upload.length,
        kind: upload.kind,
      })
      .returning({ uuid: fileUploads.uuid });
    return inserted;
  });
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
  return {
    row,
    path: chunkFilePath(services.config.dataDir, row.uuid),
    length: row.size ?? 0,
    kind: recordedKind(row.kind),
  };
}

const receivedSize = async (path: string) => (await stat(path).catch(() => null))?.size ?? 0;

/** How many bytes of the upload have arrived (FilePond's HEAD, to resume). */
export async function receivedBytes(services: Services, actor: SignedInActor, id: string): Promise<number> {
  return receivedSize((await receiving(services, actor, id)).path);
}

/** A chunk sent for another offset than the bytes received so far: the client asks HEAD and resumes. */
const offsetConflict = (received: number) =>
  new HttpError(409, 'http.upload_offset', undefined, [], { 'Upload-Offset': String(received) });

const writeInPlace = constants.O_WRONLY | constants.O_CREAT;

/** More bytes than the upload announced: refused, and nothing of the chunk is kept. */
const tooLong = () => new HttpError(413, 'http.upload_too_long');

/**
 * Writes one chunk at its offset. A chunk that would run past the announced length is refused (413) before
 * any of it is stored: at once when its Content-Length says so, else when the excess arrives, and the file
 * is cut back to where the chunk began. Writing at the offset (not appending) keeps the file within the
 * announced length even when a client sends the same chunk twice at once. A chunk that breaks off leaves
 * the bytes before it, so the client resumes from HEAD. Answers the bytes received; once they are all
 * there, the file is checked as the kind it started as and stored, and the upload becomes `pending` (a
 * refused file is removed).
 */
export async function appendChunk(
  services: Services,
  actor: SignedInActor,
  input: {
    id: string;
    offset: number;
    /** The chunk's Content-Length, when the request has one. */
    declaredLength: number | undefined;
    name: string;
    body: Readable;
  },
): Promise<{ received: number; complete: boolean }> {
  const upload = await receiving(services, actor, input.id);
  const before = await receivedSize(upload.path);
  if (input.offset !== before) throw offsetConflict(before);
  if (input.declaredLength !== undefined && before + input.declaredLength > upload.length) throw tooLong();
  let received = before;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > upload.length) callback(tooLong());
      else callback(null, chunk);
    },
  });
  // Piped, not pipelined: a refused chunk must not destroy the request, or the client would never hear the
  // 413 (the route closes the connection after it instead). A request that breaks off ends the write.
  // Opened to write at `before`, neither appending nor truncating what is there.
  const target = (await open(upload.path, writeInPlace, 0o600)).createWriteStream({ start: before });
  const source = input.body;
  const brokenOff = () => {
    if (!source.readableEnded) bounded.destroy(new Error('The chunk broke off'));
  };
  source.once('error', brokenOff).once('close', brokenOff);
  source.pipe(bounded);
  try {
    await pipeline(bounded, target);
  } catch (error) {
    source.unpipe(bounded);
    if (error instanceof HttpError) {
      // Once the writes already under way have landed, so none of them comes after the cut.
      if (!target.closed) await new Promise<void>((resolve) => target.once('close', () => resolve()));
      await truncate(upload.path, before);
      throw error;
    }
    throw new HttpError(400, 'http.malformed_multipart');
  } finally {
    source.off('error', brokenOff).off('close', brokenOff);
  }
  if (received < upload.length) return { received, complete: false };

  const filename = displayName(input.name);
  const file = { field, path: upload.path, size: received, filename, mimetype: 'application/octet-stream' };
  try {
    await storeUpload(services, file, upload.kind, (stored) =>
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
