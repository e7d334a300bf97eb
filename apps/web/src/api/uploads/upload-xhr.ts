import { requestHeaders } from '../http-client.ts';

export type XhrAnswer = { status: number; text: string; offset: number | null };

/**
 * One upload request with the HTTP client's headers (token, scope, frontend version, language) and upload
 * progress, which fetch does not report. Resolves with any answer (the caller reads the status); rejects
 * only when no answer came (status 0). `abort` stops it.
 */
export function xhrRequest(
  method: 'POST' | 'PATCH' | 'HEAD',
  url: string,
  options: {
    body?: XMLHttpRequestBodyInit;
    headers?: Record<string, string>;
    onProgress?: (sent: number) => void;
  } = {},
): { done: Promise<XhrAnswer>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<XhrAnswer>((resolve, reject) => {
    xhr.open(method, url);
    requestHeaders(false).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    if (options.onProgress) {
      const report = options.onProgress;
      xhr.upload.onprogress = (event) => report(event.loaded);
    }
    xhr.onload = () => {
      const offset = xhr.getResponseHeader?.('Upload-Offset');
      resolve({ status: xhr.status, text: xhr.responseText, offset: offset ? Number(offset) : null });
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.send(options.body ?? null);
  });
  return { done, abort: () => xhr.abort() };
}
