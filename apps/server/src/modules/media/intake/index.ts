/** Media intake: uploaded files checked by their bytes, kept as media with their variants (issue 12). */

export { filePondRoutes } from './filepond.routes.ts';
export { type FetchedUpload, fetchFilePondUpload } from './filepond-claims.ts';
export { keepFormFile } from './form-files.ts';
export { keepUploadedFile, type MediaRow, replaceMediaFile } from './keep-uploaded-file.ts';
export { mediaSourceUrl } from './media-source-url.ts';
export {
  removeStaleUploads,
  type StaleUploadsRemoved,
  staleUploadsJob,
  staleUploadsSchedule,
} from './stale-uploads.ts';
export {
  type KeptVideo,
  onVideoKept,
  type VideoKeptHandler,
  videoPipelinePresent,
} from './video-kept.ts';
