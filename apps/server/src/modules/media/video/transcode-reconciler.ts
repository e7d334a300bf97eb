import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { media } from '../../../db/schema/content.ts';
import { owedJobs } from '../../../platform/jobs/owed-jobs.ts';
import type { Services } from '../../../platform/services.ts';
import { transcodeJob } from './transcode-job.ts';

/** The reconciler of transcodes, every five minutes: a video stuck processing with no job is failed. */
export const transcodeReconcilerJob = 'media.reconcile-transcodes';
/** A transcode writes its progress as it goes: a video not moved for this long has no transcode running. */
const stuckMinutes = 60;

/**
 * A video processing for an hour without a change, and with no open transcode job (none was queued, or it
 * ended without finishing), is failed with a reason the media manager shows in the reader's language (a message
 * key of the contracts); its item may then be replaced.
 */
export async function reconcileTranscodes(services: Pick<Services, 'db' | 'database' | 'clock'>) {
  const before = new Date(services.clock.now().getTime() - stuckMinutes * 60_000).toISOString();
  const stuck = await services.db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.processing_status, 'processing'), lt(media.updated_at, before)));
  const jobs = await owedJobs(
    services.database,
    transcodeJob,
    'mediaId',
    stuck.map((item) => item.id),
  );
  const abandoned = stuck.filter((item) => !jobs.get(String(item.id))?.open).map((item) => item.id);
  if (abandoned.length > 0)
    await services.db
      .update(media)
      .set({
        processing_status: 'failed',
        processing_error: 'media.transcode_stopped',
        is_being_replaced: false,
        updated_at: sql`now()`,
      })
      .where(and(inArray(media.id, abandoned), eq(media.processing_status, 'processing')));
  return abandoned.length;
}
