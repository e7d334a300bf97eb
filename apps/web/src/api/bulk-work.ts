import type { BulkEnrollmentCreate, BulkEnrollmentResult } from '@academy/contracts/entities/bulk-enrollment';
import type { PeopleImportReport } from '@academy/contracts/entities/people-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error.ts';
import { fetchBinary, saveBlob } from './download-binary.ts';
import { callOperation, operationUrl } from './operations/call-operation.ts';
import { invalidateAfterWrite } from './resources/invalidate-after-write.ts';

/**
 * The organization's bulk work (issue 21 §3): several people enrolled in one step, and people imported from a
 * CSV or Excel file (a preview first, then all of it or nothing). Writes refresh what they touch.
 */

/** `POST enrollments/bulk`: the selected people in one course, all or none; the server's message with the count. */
export function useBulkEnroll() {
  const queryClient = useQueryClient();
  return useMutation<
    { result: BulkEnrollmentResult; message: string | undefined },
    ApiError,
    BulkEnrollmentCreate
  >({
    mutationFn: async (body) => {
      const data = await callOperation('enrollments.bulkCreate', { body });
      return { result: data.item, message: data.meta.message };
    },
    onSuccess: () =>
      invalidateAfterWrite(queryClient, {
        segment: 'enrollments',
        relations: ['enrollments', 'access-passes', 'company-courses', 'qualifications'],
      }),
  });
}

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** `POST companies/{company}/people-import/preview`: the file's rows and their problems, nothing written. */
export function usePeopleImportPreview(company: string) {
  return useMutation<PeopleImportReport, ApiError, File>({
    mutationFn: async (file) =>
      (await callOperation('users.previewImport', { params: { company } }, { form: fileForm(file) })).item,
  });
}

/** `POST companies/{company}/people-import`: the whole file or nothing; refreshes the people lists. */
export function usePeopleImport(company: string) {
  const queryClient = useQueryClient();
  return useMutation<{ report: PeopleImportReport; message: string | undefined }, ApiError, File>({
    mutationFn: async (file) => {
      const data = await callOperation('users.import', { params: { company } }, { form: fileForm(file) });
      return { report: data.item, message: data.meta.message };
    },
    onSuccess: () =>
      invalidateAfterWrite(queryClient, { segment: 'users', relations: ['users', 'department-users'] }),
  });
}

/** Saves the import template (CSV headers, the company's custom fields included). */
export async function downloadPeopleImportTemplate(company: string): Promise<void> {
  const { blob, fileName } = await fetchBinary(operationUrl('users.importTemplate', { params: { company } }));
  saveBlob(blob, fileName ?? 'people-import-template.csv');
}
