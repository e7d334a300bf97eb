import type { Locale } from '@academy/contracts/messages';
import { apiUrl, request } from '../http-client.ts';
import { httpEnvironment } from '../http-environment.ts';
import { uploadErrorMessage } from './upload-error.ts';
import { type XhrAnswer, xhrRequest } from './upload-xhr.ts';

/** What an upload is for: the server's size limit and allowed types follow it (`?kind=`). */
export type UploadKind = 'logo' | 'image' | 'video';

/** FilePond's default field name, which the server reads the file from. */
export const UPLOAD_FIELD = 'filepond';
export const UPLOAD_PATH = 'filepond';

/**
 * Files above this go in chunks (FilePond's default chunk size): a big video is never sent as one request,
 * and a chunk that fails is sent again from where the server says it got to.
 */
export const CHUNK_BYTES = 5_000_000;
const CHUNK_RETRIES = 3;

export type UploadCallbacks = {
  onProgress: (sent: number, total: number) => void;
  onDone: (uploadId: string) => void;
  onError: (message: string) => void;
};

const locale = (): Locale => (httpEnvironment().language() === 'nb' ? 'nb' : 'en');

const fallbackMessage = (status: number) =>
  status === 413
    ? httpEnvironment().t('uploads.too_large')
    : status === 0
      ? httpEnvironment().t('errors.connection')
      : httpEnvironment().t('uploads.failed');

const ok = (answer: XhrAnswer) => answer.status >= 200 && answer.status < 300;
const refusal = (answer: XhrAnswer) =>
  uploadErrorMessage(answer.status, answer.text, locale(), fallbackMessage);

/**
 * `POST /api/v1/filepond` (FilePond process), answered by the upload's id as text. A small file goes in one
 * multipart request; a bigger one is announced by its length (`Upload-Length`) and then sent in chunks,
 * `PATCH ?patch=<id>` at `Upload-Offset`. Progress counts the whole file. Returns the abort.
 */
export function sendUpload(file: Blob & { name?: string }, kind: UploadKind, callbacks: UploadCallbacks) {
  let current: { abort: () => void } | null = null;
  let aborted = false;
  const name = file.name ?? 'file';
  // A header value is Latin-1 only: a name with other letters goes percent-encoded.
  const headerSafeName = /^[\x20-\x7e]*$/.test(name) ? name : encodeURIComponent(name);
  const url = apiUrl(UPLOAD_PATH, { kind });
  const run = <T>(started: { done: Promise<T>; abort: () => void }) => {
    current = started;
    return started.done;
  };

  async function sendChunks(id: string) {
    let offset = 0;
    let retries = 0;
    while (offset < file.size && !aborted) {
      const end = Math.min(offset + CHUNK_BYTES, file.size);
      const start = offset;
      const answer = await run(
        xhrRequest('PATCH', apiUrl(UPLOAD_PATH, { kind, patch: id }), {
          body: file.slice(start, end),
          headers: {
            'Content-Type': 'application/offset+octet-stream',
            'Upload-Offset': String(start),
            'Upload-Length': String(file.size),
            'Upload-Name': headerSafeName,
          },
          onProgress: (sent) => callbacks.onProgress(start + sent, file.size),
        }),
      ).catch(() => null);
      if (aborted) return;
      if (answer && ok(answer)) {
        offset = answer.offset ?? end;
        retries = 0;
        continue;
      }
      // A lost or refused-as-out-of-place chunk: ask how much arrived and go on from there, a few times.
      if ((answer === null || answer.status === 409) && retries < CHUNK_RETRIES) {
        retries += 1;
        const where = await run(xhrRequest('HEAD', apiUrl(UPLOAD_PATH, { kind, patch: id }))).catch(
          () => null,
        );
        if (where?.offset !== null && where?.offset !== undefined) offset = where.offset;
        continue;
      }
      throw answer ? refusal(answer) : fallbackMessage(0);
    }
  }

  async function upload() {
    const form = new FormData();
    if (file.size <= CHUNK_BYTES) {
      form.append(UPLOAD_FIELD, file, name);
      const answer = await run(
        xhrRequest('POST', url, { body: form, onProgress: (sent) => callbacks.onProgress(sent, file.size) }),
      );
      if (!ok(answer)) throw refusal(answer);
      return answer.text.trim();
    }
    // FilePond's chunked start: the form carries only the (empty) metadata, the length comes as a header.
    form.append(UPLOAD_FIELD, '{}');
    const started = await run(
      xhrRequest('POST', url, { body: form, headers: { 'Upload-Length': String(file.size) } }),
    );
    if (!ok(started)) throw refusal(started);
    const id = started.text.trim();
    await sendChunks(id);
    return id;
  }

  upload().then(
    (id) => {
      if (!aborted) callbacks.onDone(id);
    },
    (error: unknown) => {
      if (!aborted) callbacks.onError(typeof error === 'string' ? error : fallbackMessage(0));
    },
  );
  return {
    abort: () => {
      aborted = true;
      current?.abort();
    },
  };
}

/**
 * `DELETE /api/v1/filepond` with the upload's id as the body (spec §7 upload revert): the server removes the
 * file while it is still only an upload (also one whose chunks are still coming in). Through the HTTP client,
 * so its errors are reported as any other.
 */
export async function revertUpload(uploadId: string): Promise<void> {
  await request(UPLOAD_PATH, { method: 'DELETE', body: uploadId });
}
