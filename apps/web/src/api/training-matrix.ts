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
import { callOperation, operationUrl } from './operations/call-operation.ts';

/**
 * The training matrix, the overview's deadline counts and the departments a reader's reports are limited to
 * (issue 21 §2). Keys start with `insights`, so an enrollment written in the organization area refreshes them.
 */
export type MatrixParams = { department?: string; page: number; perPage: number };

/** `GET companies/{company}/training-matrix`: a page of people × the company's courses. */
export function useTrainingMatrix(company: string, params: MatrixParams) {
  return useQuery<TrainingMatrix & { pagination: Pagination | undefined }, ApiError>({
    queryKey: ['insights', company, 'matrix', params],
    queryFn: async () => {
      const data = await callOperation('reports.trainingMatrix', {
        params: { id: company },
        query: {
          page: params.page,
          per_page: params.perPage,
          ...(params.department ? { 'filter[department]': params.department } : {}),
        },
      });
      return { ...data.item, pagination: data.meta.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/** `GET companies/{company}/deadlines`: overdue and due-soon counts within the reader's reach. */
export function useDeadlineCounts(company: string) {
  return useQuery<DeadlineCounts, ApiError>({
    queryKey: ['insights', company, 'deadlines'],
    queryFn: async () => (await callOperation('reports.deadlines', { params: { id: company } })).item,
  });
}

/** `GET companies/{company}/report-reach`: the departments a head is limited to (null: the whole company). */
export function useReportReach(company: string) {
  return useQuery<ReportReach, ApiError>({
    queryKey: ['insights', company, 'report-reach'],
    queryFn: async () => (await callOperation('reports.reach', { params: { id: company } })).item,
    staleTime: 60_000,
  });
}

/** Downloads the whole matrix (the department filter kept) as Excel or CSV. */
export async function downloadTrainingMatrix(
  company: string,
  format: SpreadsheetFormat,
  department: string | undefined,
): Promise<void> {
  const url = operationUrl('reports.trainingMatrixDownload', {
    params: { id: company },
    query: { format, ...(department ? { 'filter[department]': department } : {}) },
  });
  const { blob, fileName } = await fetchBinary(url);
  saveBlob(blob, fileName ?? `training-matrix.${format}`);
}
