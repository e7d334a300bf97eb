/** The media module's public face: how a media row is presented inside another resource's item. */

export {
  filePondRoutes,
  keepFormFile,
  keepUploadedFile,
  mediaSourceUrl,
  onVideoKept,
  replaceMediaFile,
} from './intake/index.ts';
export { isMediaReference, logoUrl, readMediaOriginal } from './kept-logo.ts';
export { mediaOf, presentMedia } from './media-summary.ts';
export { ffmpegAvailability, transcodingUnavailable } from './video/ffmpeg-availability.ts';
export { hlsRoutes } from './video/hls.routes.ts';
export { signedHlsUrl } from './video/hls-url.ts';
export { registerMediaJobs, type TranscodeJobData, transcodeJob } from './video/media-jobs.ts';
