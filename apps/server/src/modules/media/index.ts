/**
 * The media module's public face: how a media row is presented inside another resource's item, intake of
 * uploads, and recording media and their uses outside a request (the demo).
 */

// The two steps of the pipeline the media benchmark times on their own (bench/media.ts).
export { storeImageVariants } from './intake/image-variants.ts';
export {
  filePondRoutes,
  keepFormFile,
  keepUploadedFile,
  mediaSourceUrl,
  onVideoKept,
  replaceMediaFile,
} from './intake/index.ts';
export { isMediaReference, logoUrl, readMediaOriginal } from './kept-logo.ts';
export { mediaModule } from './manifest.ts';
export { mediaOf, presentMedia } from './media-summary.ts';
export {
  attachMedia,
  type MediaAttachmentInput,
  type NewMediaFile,
  recordMediaFile,
} from './record-media.ts';
export { ffmpegAvailability, transcodingUnavailable } from './video/ffmpeg-availability.ts';
export { hlsRoutes } from './video/hls.routes.ts';
export { signedHlsUrl } from './video/hls-url.ts';
export { type TranscodeJobData, transcodeJob } from './video/media-jobs.ts';
export { transcodeVideo } from './video/transcode-job.ts';
