import type { FilePondErrorDescription } from 'filepond';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * FilePond's texts in the user's language (its defaults are English only). A refused file shows the
 * server's own reason (the process handler hands it over as the error's body), e.g. "File was not of an
 * allowed filetype".
 */
export function filePondLabels(
  t: Translate,
): Record<string, string | ((error: FilePondErrorDescription) => string)> {
  const escapeHtml = (text: string) =>
    text.replace(
      /[&<>"]/g,
      (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
    );
  return {
    labelIdle: `${escapeHtml(t('uploads.drop'))} <span class="filepond--label-action">${escapeHtml(t('uploads.browse'))}</span>`,
    labelInvalidField: t('uploads.invalid_field'),
    labelFileWaitingForSize: t('uploads.waiting_for_size'),
    labelFileSizeNotAvailable: t('uploads.size_not_available'),
    labelFileLoading: t('uploads.loading'),
    labelFileLoadError: t('uploads.load_error'),
    labelFileProcessing: t('uploads.processing'),
    labelFileProcessingComplete: t('uploads.complete'),
    labelFileProcessingAborted: t('uploads.aborted'),
    labelFileProcessingError: (error: FilePondErrorDescription) => error?.body || t('uploads.failed'),
    labelFileProcessingRevertError: t('uploads.revert_error'),
    labelFileRemoveError: t('uploads.remove_error'),
    labelTapToCancel: t('uploads.tap_to_cancel'),
    labelTapToRetry: t('uploads.tap_to_retry'),
    labelTapToUndo: t('uploads.tap_to_undo'),
    labelButtonRemoveItem: t('uploads.remove'),
    labelButtonAbortItemLoad: t('uploads.abort'),
    labelButtonRetryItemLoad: t('uploads.retry'),
    labelButtonAbortItemProcessing: t('uploads.cancel'),
    labelButtonUndoItemProcessing: t('uploads.undo'),
    labelButtonRetryItemProcessing: t('uploads.retry'),
    labelButtonProcessItem: t('uploads.upload'),
    labelMaxFileSizeExceeded: t('uploads.max_size_exceeded'),
    labelMaxFileSize: t('uploads.max_size', { size: '{filesize}' }),
    labelFileTypeNotAllowed: t('uploads.type_not_allowed'),
    fileValidateTypeLabelExpectedTypes: t('uploads.expected_types', { types: '{allButLastType} {lastType}' }),
  };
}
