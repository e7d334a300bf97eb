import 'filepond/dist/filepond.min.css';
import './file-upload.css';
import { Input } from '@mantine/core';
import type { FilePondFile, ProcessServerConfigFunction, RevertServerConfigFunction } from 'filepond';
import FilePondPluginFileValidateSize from 'filepond-plugin-file-validate-size';
import FilePondPluginFileValidateType from 'filepond-plugin-file-validate-type';
import { useId, useMemo, useRef } from 'react';
import { FilePond, registerPlugin } from 'react-filepond';
import { useTranslation } from 'react-i18next';
import {
  revertUpload,
  sendUpload,
  UPLOAD_FIELD,
  type UploadKind,
} from '../../api/uploads/filepond-requests.ts';
import { filePondLabels } from './file-upload-labels.ts';

registerPlugin(FilePondPluginFileValidateSize, FilePondPluginFileValidateType);

export type UploadedFile = { uploadId: string; file: File };

export type FileUploadProps = {
  /** What the files are for (or, per file, a choice by its declared type); the server's limits and types follow it. */
  kind: UploadKind | ((file: File) => UploadKind);
  label: string;
  description?: string;
  allowMultiple?: boolean;
  maxFiles?: number;
  /** MIME types or patterns (`image/*`); checked here first, then by the server from the bytes. */
  acceptedFileTypes?: string[];
  /** e.g. `2GB`; the server holds the real limit. */
  maxFileSize?: string;
  /**
   * Called once a file is uploaded. When it resolves, the file leaves the list without being reverted: the
   * caller has used the upload (e.g. made a media item of it). When it rejects, the file stays, and its undo
   * takes the upload back.
   */
  onUploaded?: (uploaded: UploadedFile) => Promise<void>;
  'data-testid'?: string;
};

/**
 * The upload widget (DESIGN §2 uploads, spec §7): FilePond against the server's FilePond endpoints, several
 * files, drag and drop, progress, cancel while sending, undo (revert, `DELETE /api/v1/filepond`) after. A
 * file the server refuses shows the server's reason on the file.
 */
export default function FileUpload(props: FileUploadProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const pond = useRef<FilePond>(null);
  const { kind, onUploaded } = props;

  const server = useMemo(() => {
    const process: ProcessServerConfigFunction = (_field, file, _metadata, load, error, progress, abort) => {
      const fileKind = typeof kind === 'function' ? kind(file as File) : kind;
      const upload = sendUpload(file, fileKind, {
        onProgress: (sent, total) => progress(true, sent, total),
        onDone: (uploadId) => load(uploadId),
        onError: (message) => error(message),
      });
      return {
        abort: () => {
          upload.abort();
          abort();
        },
      };
    };
    const revert: RevertServerConfigFunction = (uploadId, load, error) => {
      revertUpload(uploadId).then(
        () => load(),
        () => error(t('uploads.revert_error')),
      );
    };
    return { process, revert, fetch: null, load: null, restore: null, remove: null };
  }, [kind, t]);

  const labels = useMemo(() => filePondLabels(t), [t]);

  const processed = async (error: unknown, item: FilePondFile) => {
    if (error || !onUploaded || !(item.file instanceof File)) return;
    try {
      await onUploaded({ uploadId: String(item.serverId), file: item.file });
      pond.current?.removeFile(item.id, { revert: false });
    } catch {
      // The caller has said why; the file stays so its upload can be undone or used again.
    }
  };

  return (
    <Input.Wrapper
      id={labelId}
      labelElement="div"
      className="academy-file-upload"
      label={props.label}
      description={props.description}
      data-testid={props['data-testid']}
    >
      <FilePond
        // Remount when the language changes: FilePond reads its texts once.
        key={i18n.language}
        ref={pond}
        name={UPLOAD_FIELD}
        server={server}
        allowMultiple={props.allowMultiple ?? true}
        maxFiles={props.maxFiles ?? null}
        acceptedFileTypes={props.acceptedFileTypes ?? []}
        allowFileTypeValidation={Boolean(props.acceptedFileTypes?.length)}
        maxFileSize={props.maxFileSize ?? null}
        allowFileSizeValidation={Boolean(props.maxFileSize)}
        credits={false}
        onprocessfile={processed}
        {...labels}
      />
    </Input.Wrapper>
  );
}
