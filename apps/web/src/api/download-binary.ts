import { ApiError } from './api-error.ts';
import { apiUrl, requestHeaders } from './http-client.ts';
import { httpEnvironment } from './http-environment.ts';

/**
 * GET any URL as a binary (spec §7), with the same headers as every call, so files behind the bearer token
 * (certificate PDFs) can be shown and saved.
 */
export type Binary = { blob: Blob; fileName: string | null };

/** The file name a Content-Disposition header gives (the UTF-8 form first). */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

export async function fetchBinary(path: string): Promise<Binary> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers: requestHeaders(false) });
  } catch {
    const message = httpEnvironment().t('errors.connection');
    httpEnvironment().notify({ id: 'connection-error', color: 'red', message });
    throw new ApiError({ kind: 'network', message });
  }
  if (!response.ok) {
    const message = response.statusText || httpEnvironment().t('errors.generic');
    httpEnvironment().notify({ color: 'red', message });
    throw new ApiError({ kind: 'server', status: response.status, statusText: response.statusText, message });
  }
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('Content-Disposition')),
  };
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
