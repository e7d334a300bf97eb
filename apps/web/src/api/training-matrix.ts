import type { Pagination } from '@academy/contracts/common/envelope';
import type {
  DeadlineCounts,
  ReportReach,
  TrainingMatrix,
} from '@academy/contracts/entities/training-matrix';
import type { SpreadsheetFormat } from '@academy/contracts/spreadsheet';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiError } from './api-error.ts';
import { fetchBinary, saveBlob } from './download-binary.ts';
import { apiUrl, request } from './http-client.ts';

/**
 * The training matrix, the overview's deadline counts and the departments a reader's reports are limited to
 * (issue 21 §2). Keys start with `insights`, so an enrollment written in the organization area refreshes them.
 */
const companyPath = (company: string) => `companies/${encodeURIComponent(company)}`;

export type MatrixParams = { department?: string; page: number; perPage: number };

/** `GET companies/{company}/training-matrix`: a page of people × the company's courses. */
export function useTrainingMatrix(company: string, params: MatrixParams) {
  return useQuery<TrainingMatrix & { pagination: Pagination | undefined }, ApiError>({
    queryKey: ['insights', company, 'matrix', params],
    queryFn: async () => {
      const data = await request(`${companyPath(company)}/training-matrix`, {
        query: {
          page: String(params.page),
          per_page: String(params.perPage),
          ...(params.department ? { 'filter[department]': params.department } : {}),
        },
      });
      const item = (data.item ?? { courses: [], people: [] }) as TrainingMatrix;
      return { ...item, pagination: data.meta?.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/** `GET companies/{company}/deadlines`: overdue and due-soon counts within the reader's reach. */
export function useDeadlineCounts(company: string) {
  return useQuery<DeadlineCounts, ApiError>({
    queryKey: ['insights', company, 'deadlines'],
    queryFn: async () => (await request(`${companyPath(company)}/deadlines`)).item as DeadlineCounts,
  });
}

/** `GET companies/{company}/report-reach`: the departments a head is limited to (null: the whole company). */
export function useReportReach(company: string) {
  return useQuery<ReportReach, ApiError>({
    queryKey: ['insights', company, 'report-reach'],
    queryFn: async () => (await request(`${companyPath(company)}/report-reach`)).item as ReportReach,
    staleTime: 60_000,
  });
}

/** Downloads the whole matrix (the department filter kept) as Excel or CSV. */
export async function downloadTrainingMatrix(
  company: string,
  format: SpreadsheetFormat,
  department: string | undefined,
): Promise<void> {
  const query: Record<string, string> = { format };
  if (department) query['filter[department]'] = department;
  const url = apiUrl(`${companyPath(company)}/training-matrix/download`, query);
  const { blob, fileName } = await fetchBinary(url);
  saveBlob(blob, fileName ?? `training-matrix.${format}`);
}
