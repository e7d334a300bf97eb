import { useTranslation } from 'react-i18next';
import { mediaApi } from '../../../api/resources/media.ts';
import type { UploadKind } from '../../../api/uploads/filepond-requests.ts';
import { LazyFileUpload } from '../../../components/file-upload/lazy-file-upload.tsx';

/** A video goes to the server's video limit and types; anything else is tried as an image. */
const kindOf = (file: File): UploadKind => (file.type.startsWith('video/') ? 'video' : 'image');

/**
 * Upload into a folder: each file the widget finished uploading becomes a media item here (`upload` = the
 * widget's id); the file then leaves the widget and shows in the folder's media.
 */
export function FolderUpload(props: { folderId: number | null }) {
  const { t } = useTranslation();
  const create = mediaApi.useCreate();
  return (
    <LazyFileUpload
      kind={kindOf}
      label={t('media.upload.label')}
      description={t('media.upload.description')}
      acceptedFileTypes={['image/*', 'video/*']}
      allowMultiple
      onUploaded={async ({ uploadId }) => {
        await create.mutateAsync({ upload: uploadId, directory_id: props.folderId });
      }}
      data-testid="media-upload"
    />
  );
}
