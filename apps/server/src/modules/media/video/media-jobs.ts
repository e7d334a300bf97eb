import { transactionSql } from '../../../platform/jobs/transaction-sql.ts';
import type { Services } from '../../../platform/services.ts';
import { onVideoKept, removeStaleUploads, staleUploadsJob, staleUploadsSchedule } from '../intake/index.ts';
import { ffmpegAvailability } from './ffmpeg-availability.ts';
import { type TranscodeJobData, transcodeJob, transcodeVideo } from './transcode-job.ts';
import { reconcileTranscodes, transcodeReconcilerJob } from './transcode-reconciler.ts';

export { type TranscodeJobData, transcodeJob };

/**
 * The media module's background work: the hourly clean-up of uploads nobody finished or used
 * (intake/stale-uploads.ts), and transcoding uploaded videos to HLS. With ffmpeg on this server, every
 * kept video is `processing` and its transcode is enqueued in the upload's transaction; without it, the
 * video is kept `ready` and its original is played (DESIGN §2), which the start-up log says once.
 */
export async function registerMediaJobs(
  services: Services,
  log: { warn(message: string): void },
): Promise<void> {
  services.jobs.register(staleUploadsJob, async () => {
    await removeStaleUploads(services, services.clock.now());
  });
  await services.jobs.schedule(staleUploadsJob, staleUploadsSchedule);
  services.jobs.register<TranscodeJobData>(transcodeJob, (data) => transcodeVideo(services, data));
  services.jobs.register(transcodeReconcilerJob, async () => {
    await reconcileTranscodes(services);
  });
  await services.jobs.schedule(transcodeReconcilerJob, '*/5 * * * *');
  const ffmpeg = await ffmpegAvailability();
  if (!ffmpeg.available) {
    onVideoKept(null);
    log.warn(`Video transcoding is off: ${ffmpeg.reason}. Videos are played as uploaded.`);
    return;
  }
  onVideoKept(async (kept, video, tx) => {
    await kept.jobs.enqueue<TranscodeJobData>(
      transcodeJob,
      { mediaId: video.id },
      { db: transactionSql(tx) },
    );
  });
}
