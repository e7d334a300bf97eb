import type { Services } from '../../../platform/services.ts';
import { type TranscodeJobData, transcodeJob, transcodeVideo } from './transcode-job.ts';

export { type TranscodeJobData, transcodeJob };

/** The media module's background work: transcoding uploaded videos to HLS (enqueued by the upload). */
export async function registerMediaJobs(services: Services): Promise<void> {
  services.jobs.register<TranscodeJobData>(transcodeJob, (data) => transcodeVideo(services, data));
}
