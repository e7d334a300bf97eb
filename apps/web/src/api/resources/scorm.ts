import {
  type ScormPackage,
  type ScormPackageCreateInput,
  scormPackageContract,
  scormRegistrationContract,
} from '@academy/contracts/entities/scorm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { fetchBinary, saveBlob } from '../download-binary.ts';
import { httpEnvironment } from '../http-environment.ts';
import { callOperation, operationUrl } from '../operations/call-operation.ts';
import { createResourceApi } from './create-resource-api.ts';
import { invalidateAfterWrite } from './invalidate-after-write.ts';

/** A company's SCORM packages and the people who came in through them (organization area, SCORM tab). */
export const scormPackagesApi = createResourceApi(scormPackageContract);
export const scormRegistrationsApi = createResourceApi(scormRegistrationContract);

/** `POST scorm-packages`: a package of a course for the company, in one SCORM version. */
export function useCreateScormPackage() {
  const queryClient = useQueryClient();
  return useMutation<ScormPackage, ApiError, ScormPackageCreateInput>({
    mutationFn: async (body) => {
      const data = await callOperation('scorm.createPackage', { body });
      const { message } = data.meta;
      if (message) httpEnvironment().notify({ color: 'green', message });
      return data.item;
    },
    onSuccess: () => invalidateAfterWrite(queryClient, { segment: scormPackageContract.segment }),
  });
}

/** `POST scorm-packages/{uuid}/revoke`: nobody starts it any more and its learners are signed out. */
export function useRevokeScormPackage() {
  const queryClient = useQueryClient();
  return useMutation<ScormPackage, ApiError, Pick<ScormPackage, 'uuid'>>({
    mutationFn: async (pkg) => {
      const data = await callOperation('scorm.revokePackage', { params: { id: pkg.uuid } });
      const { message } = data.meta;
      if (message) httpEnvironment().notify({ color: 'green', message });
      return data.item;
    },
    onSuccess: () => invalidateAfterWrite(queryClient, { segment: scormPackageContract.segment }),
  });
}

/** Downloads a package's zip under the server's file name. */
export async function downloadScormPackage(pkg: Pick<ScormPackage, 'uuid' | 'version'>): Promise<void> {
  const { blob, fileName } = await fetchBinary(
    operationUrl('scorm.downloadPackage', { params: { id: pkg.uuid } }),
  );
  saveBlob(blob, fileName ?? `scorm-${pkg.version}.zip`);
}
