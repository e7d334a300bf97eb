import type { Locale } from '@academy/contracts/messages';
import { apiUrl, request, requestHeaders } from '../http-client.ts';
import { httpEnvironment } from '../http-environment.ts';
import { uploadErrorMessage } from './upload-error.ts';

/** What an upload is for: the server's size limit and allowed types follow it (`?kind=`). */
export type UploadKind = 'logo' | 'image' | 'video';

/** FilePond's default field name, which the server reads the file from. */
export const UPLOAD_FIELD = 'filepond';
export const UPLOAD_PATH = 'filepond';

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

/**
 * `POST /api/v1/filepond` (FilePond process): one file, with upload progress, answered by the upload's id as
 * text. An XMLHttpRequest because fetch reports no upload progress; its headers are the HTTP client's (token,
 * scope, frontend version, language), read when the upload starts. Returns the abort.
 */
export function sendUpload(file: Blob & { name?: string }, kind: UploadKind, callbacks: UploadCallbacks) {
  const xhr = new XMLHttpRequest();
  xhr.open('POST', apiUrl(UPLOAD_PATH, { kind }));
  requestHeaders(false).forEach((value, name) => {
    xhr.setRequestHeader(name, value);
  });
  xhr.upload.onprogress = (event) => callbacks.onProgress(event.loaded, event.total);
  xhr.onload = () => {
    if (xhr.status >= 200 && xhr.status < 300) callbacks.onDone(xhr.responseText.trim());
    else callbacks.onError(uploadErrorMessage(xhr.status, xhr.responseText, locale(), fallbackMessage));
  };
  xhr.onerror = () => callbacks.onError(fallbackMessage(0));
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name ?? 'file');
  xhr.send(form);
  return { abort: () => xhr.abort() };
}

/**
 * `DELETE /api/v1/filepond` with the upload's id as the body (spec §7 upload revert): the server removes the
 * file while it is still only an upload. Through the HTTP client, so its errors are reported as any other.
 */
export async function revertUpload(uploadId: string): Promise<void> {
  await request(UPLOAD_PATH, { method: 'DELETE', body: uploadId });
}
