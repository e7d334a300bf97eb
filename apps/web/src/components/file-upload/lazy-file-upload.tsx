import { Group, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileUploadProps } from './file-upload.tsx';

/** FilePond and its styles load only when an upload widget is shown, never with the entry or a list. */
const FileUpload = lazy(() => import('./file-upload.tsx'));

export function LazyFileUpload(props: FileUploadProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Group justify="center" py="md" data-testid="file-upload-loading">
          <Loader size="sm" role="status" aria-label={t('uploads.loading_widget')} />
        </Group>
      }
    >
      <FileUpload {...props} />
    </Suspense>
  );
}
