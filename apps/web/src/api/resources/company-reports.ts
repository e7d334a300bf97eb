import { type CompanyReport, companyReportContract } from '@academy/contracts/entities/company-report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../api-error.ts';
import { apiUrl, requestHeaders } from '../http-client.ts';
import { httpEnvironment } from '../http-environment.ts';
import { createResourceApi, type ResourceApi } from './create-resource-api.ts';
import { fetchListPage } from './resource-requests.ts';

/** How often a list with a report still being written asks again (the job moves it on within seconds). */
export const REPORT_POLL_MS = 2000;

/** A report the job has not finished: the list keeps asking until it is done or failed. */
export const isUnfinished = (report: Pick<CompanyReport, 'status'>) =>
  report.status === 'pending' || report.status === 'processing';

const base = createResourceApi(companyReportContract);

/**
 * Company reports (the Reports tab): the generic resource, whose list refreshes itself while a row of it is
 * pending or processing — and stops once every row shown is done or failed, so a quiet list is not polled.
 */
export const companyReportsApi: ResourceApi<typeof companyReportContract> = {
  ...base,
  useList(params, options = {}) {
    return useQuery({
      queryKey: base.keys.list(params),
      queryFn: () => fetchListPage<CompanyReport>(companyReportContract, params),
      placeholderData: keepPreviousData,
      enabled: options.enabled,
      refetchInterval: (query) => (query.state.data?.items.some(isUnfinished) ? REPORT_POLL_MS : false),
    });
  },
};

/** The file name the server gives (Content-Disposition, the UTF-8 form first). */
function fileNameOf(header: string | null, fallback: string): string {
  const extended = header && /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) return decodeURIComponent(extended[1]);
  return (header && /filename="?([^";]+)"?/i.exec(header)?.[1]) || fallback;
}

/**
 * GET /api/v1/company-reports/{uuid}/download with the bearer token (a plain link would go without it), saved
 * under the server's file name.
 */
export async function downloadCompanyReport(report: Pick<CompanyReport, 'uuid' | 'name' | 'format'>) {
  let response: Response;
  try {
    response = await fetch(apiUrl(`company-reports/${encodeURIComponent(report.uuid)}/download`), {
      headers: requestHeaders(false),
    });
  } catch {
    const message = httpEnvironment().t('errors.connection');
    httpEnvironment().notify({ id: 'connection-error', color: 'red', message });
    throw new ApiError({ kind: 'network', message });
  }
  if (!response.ok) {
    const body: { message?: unknown } | null = await response.json().catch(() => null);
    const serverMessage = typeof body?.message === 'string' ? body.message : '';
    const message = serverMessage || response.statusText || httpEnvironment().t('errors.generic');
    httpEnvironment().notify({ color: 'red', message });
    throw new ApiError({ kind: 'server', status: response.status, statusText: response.statusText, message });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), `${report.name}.${report.format}`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
