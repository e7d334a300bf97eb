import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { demoTenant } from '../../../test/factories.ts';
import { transcodeJob } from './transcode-job.ts';
import { reconcileTranscodes } from './transcode-reconciler.ts';

/**
 * The transcodes reconciler with the job engine running (pg-boss's tables are what it reads): a video
 * processing for an hour with no open transcode job is failed with a reason the media manager translates;
 * one whose job is still open, and one that moved recently, are left processing.
 */
let t: TestApp;
let tenantId: number;

beforeAll(async () => {
  t = await buildTestApp();
  tenantId = (await demoTenant(t.db)).id;
  await t.app.services.jobs.start();
});
afterAll(async () => {
  await t.app.services.jobs.stop();
  await t.close();
});

const hourAgo = () => new Date(Date.now() - 61 * 60_000).toISOString();

async function processingVideo(title: string, updatedAt: string) {
  const [row] = await t.db
    .insert(media)
    .values({
      tenant_id: tenantId,
      title,
      mime: 'video/mp4',
      processing_status: 'processing',
      processing_progress: 40,
      updated_at: updatedAt,
    })
    .returning({ id: media.id });
  return row!.id;
}

const statusOf = async (id: number) =>
  (
    await t.db
      .select({ status: media.processing_status, error: media.processing_error })
      .from(media)
      .where(eq(media.id, id))
  )[0];

describe('transcodes reconciler', () => {
  it('fails a video stuck processing without a job, leaves one with an open job and a recent one', async () => {
    const lost = await processingVideo('Lost its transcode', hourAgo());
    const waiting = await processingVideo('Transcode waiting', hourAgo());
    const recent = await processingVideo('Transcode running', new Date().toISOString());
    // A job that will not start within the test: open until the test ends.
    await t.app.services.jobs.enqueue(transcodeJob, { mediaId: waiting }, { startAfter: 3600 });

    expect(await reconcileTranscodes(t.app.services)).toBe(1);
    expect(await statusOf(lost)).toEqual({ status: 'failed', error: 'media.transcode_stopped' });
    const others = await t.db
      .select({ status: media.processing_status })
      .from(media)
      .where(inArray(media.id, [waiting, recent]));
    expect(others.map((row) => row.status)).toEqual(['processing', 'processing']);
    // Failed once: the next run finds nothing more to do.
    expect(await reconcileTranscodes(t.app.services)).toBe(0);
  });
});
