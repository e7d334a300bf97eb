import type { SpreadsheetFormat } from '@academy/contracts/spreadsheet';
import { ApiError } from '../api-error.ts';
import { requestHeaders } from '../http-client.ts';
import { httpEnvironment } from '../http-environment.ts';
import { callOperation, operationUrl } from '../operations/call-operation.ts';
import { type ListParams, listQuery } from './list-params.ts';
import { useItemWrite } from './use-item-write.ts';

/**
 * The organization users tab's own calls beyond the users resource: a person's manager flag in a company, and
 * the users list exported as a file by the server.
 */

/** `PUT users/{user}/companies/{company}/manager`: makes the person a manager of the company, or a user again. */
export function useSetManager() {
  return useItemWrite(
    'users',
    async (variables: { user: string | number; company: string | number; isManager: boolean }) => {
      const data = await callOperation('users.setCompanyManager', {
        params: { user: String(variables.user), company: String(variables.company) },
        body: { is_manager: variables.isManager },
      });
      return { item: data.item, meta: { ...data.meta, relations: ['users', 'companies'] } };
    },
  );
}

/** A downloaded file and the name the server gave it. */
export type DownloadedFile = { blob: Blob; fileName: string };

const fileNameOf = (disposition: string | null, fallback: string) => {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (extended) return decodeURIComponent(extended);
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
};

/**
 * `GET users/export?format=…` (the operation `users.export`) with the list's own query (search, filters, sort; paging is the server's to
 * ignore): every row of the filtered list, as the server writes it.
 */
export async function fetchUsersExport(
  format: SpreadsheetFormat,
  params: Omit<ListParams, 'page' | 'per_page'>,
): Promise<DownloadedFile> {
  const { page: _page, per_page: _perPage, request: _request, ...query } = listQuery(params);
  let response: Response;
  try {
    response = await fetch(operationUrl('users.export', { query: { ...query, format } }), {
      headers: requestHeaders(false),
    });
  } catch {
    throw new ApiError({ kind: 'network', message: httpEnvironment().t('errors.connection') });
  }
  if (!response.ok)
    throw new ApiError({
      kind: response.status === 403 ? 'forbidden' : 'server',
      status: response.status,
      statusText: response.statusText,
      message: httpEnvironment().t('errors.generic'),
    });
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition'), `users.${format}`),
  };
}

/** Saves a downloaded file through a temporary link (the browser's own download). */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
