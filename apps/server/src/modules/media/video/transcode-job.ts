import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MessageKey } from '@academy/contracts/messages';
import { and, asc, eq } from 'drizzle-orm';
import { files, media } from '../../../db/schema/content.ts';
import type { Services } from '../../../platform/services.ts';
import type { FileStorage } from '../../../platform/storage/index.ts';
import { type ContainerFormat, containerOf } from './container-format.ts';
import { ffmpegAvailability, transcodingUnavailable } from './ffmpeg-availability.ts';
import { hlsPrefix, uploadHls } from './hls-files.ts';
import { probeVideo, type VideoProbe } from './probe.ts';
import {
  hlsArguments,
  masterPlaylist,
  posterArguments,
  type Rendition,
  renditionsFor,
} from './renditions.ts';
import { runTool } from './run-tool.ts';
import { progressRecorder } from './transcode-progress.ts';

/** The job the upload enqueues for a video (payload `{ mediaId }`), once the original is stored. */
export const transcodeJob = 'media.transcode';
export type TranscodeJobData = { mediaId: number };

/** The source is not a video we can read: said in the user's language by the media manager. */
const unreadable: MessageKey = 'validation.video_unreadable';

/** A failure whose reason is known (a message key); anything else keeps the tool's own last line. */
class TranscodeFailure extends Error {}

type JobServices = Pick<Services, 'db' | 'storage' | 'config'>;
type Video = typeof media.$inferSelect;

/** Copies the stored original to a local file for ffmpeg, streaming (a 2 GB video never sits in memory). */
async function download(storage: FileStorage, key: string, target: string): Promise<void> {
  const source = await storage.get(key);
  if (!source) throw new TranscodeFailure(unreadable);
  await pipeline(source.stream, createWriteStream(target));
}

/** ffmpeg reports progress every half second; this long without a line means it hangs (it is stopped). */
const stallSeconds = 300;

/** The frame shown before play: a tenth of the way in (past fades from black), at most 10 s. */
const posterSecond = (durationMs: number) => Math.min(10, durationMs / 1000 / 10);

type PosterFile = { uuid: string; key: string; bytes: number; size: Rendition };

/**
 * The poster a transcode may set: none yet, or one an earlier transcode generated (a replaced file gets a frame
 * of its own). An administrator's choice is another library image, and is kept.
 */
async function replaceablePoster(services: JobServices, video: Video): Promise<PosterSlot> {
  if (video.poster_image_id === null) return { replaceable: true, generated: null };
  const [current] = await services.db
    .select({ id: media.id, uuid: media.uuid, purpose: media.purpose })
    .from(media)
    .where(eq(media.id, video.poster_image_id));
  if (!current) return { replaceable: true, generated: null };
  return current.purpose === 'video_poster'
    ? { replaceable: true, generated: { id: current.id, uuid: current.uuid } }
    : { replaceable: false, generated: null };
}
type PosterSlot = { replaceable: boolean; generated: { id: number; uuid: string } | null };

/**
 * Records the video as ready, with its poster as its own media row (`media.poster_image_id` points at it) that
 * belongs to the video: purpose `video_poster`, in no folder, listed nowhere (issue 22). One transaction: a
 * poster row never exists without its video being ready. The poster is set only while the slot is still as
 * the job found it (an administrator may choose one meanwhile); an earlier generated poster is replaced.
 * Says whether the new poster was used, and which old generated poster's stored objects may go.
 */
async function recordReady(
  services: JobServices,
  video: Video,
  hls: string,
  poster: PosterFile | null,
  slot: PosterSlot,
): Promise<{ posterUsed: boolean; dropped: string | null }> {
  return services.db.transaction(async (tx) => {
    const [now] = await tx
      .select({ poster: media.poster_image_id })
      .from(media)
      .where(eq(media.id, video.id))
      .for('update');
    let posterId = now?.poster ?? null;
    const slotUnchanged = posterId === (slot.generated?.id ?? null);
    const posterUsed = poster !== null && slot.replaceable && slotUnchanged;
    if (posterUsed) {
      const [row] = await tx
        .insert(media)
        .values({
          uuid: poster.uuid,
          tenant_id: video.tenant_id,
          title: `${video.title} (poster)`.slice(0, 255),
          directory_id: null,
          purpose: 'video_poster',
          size: poster.bytes,
          mime: 'image/jpeg',
          meta: { width: poster.size.width, height: poster.size.height },
        })
        .returning({ id: media.id });
      await tx
        .insert(files)
        .values({ tenant_id: video.tenant_id, media_id: row.id, name: 'poster.jpg', path: poster.key });
      posterId = row.id;
    }
    await tx
      .update(media)
      .set({
        hls,
        poster_image_id: posterId,
        processing_status: 'ready',
        processing_progress: 100,
        processing_error: null,
      })
      .where(eq(media.id, video.id));
    // The frame of the file this one replaced: nothing else points at a generated poster.
    if (posterUsed && slot.generated) await tx.delete(media).where(eq(media.id, slot.generated.id));
    return { posterUsed, dropped: posterUsed && slot.generated ? slot.generated.uuid : null };
  });
}

/** Stores the poster frame under a new media uuid, when the video's poster is the transcoder's to set. */
async function storePosterFile(storage: FileStorage, slot: PosterSlot, path: string, size: Rendition) {
  if (!slot.replaceable) return null;
  const uuid = randomUUID();
  const key = `media/${uuid}/original.jpg`;
  const { size: bytes } = await storage.put(key, createReadStream(path), { contentType: 'image/jpeg' });
  return { uuid, key, bytes, size };
}

async function transcode(
  services: JobServices,
  video: Video,
  work: string,
  source: { container: ContainerFormat; probe: VideoProbe },
  tools: { ffmpeg: string },
) {
  const { container, probe } = source;
  const renditions = renditionsFor(probe.width, probe.height);
  const input = join(work, 'input');
  const out = join(work, 'hls');
  await mkdir(out);
  const progress = progressRecorder(services.db, video.id, probe.durationMs);
  try {
    await runTool(tools.ffmpeg, hlsArguments(input, container, out, renditions, probe.hasAudio), {
      onLine: progress.onLine,
      stallSeconds,
    });
  } finally {
    await progress.settled();
  }
  const poster = join(work, 'poster.jpg');
  const best = renditions[renditions.length - 1];
  const posterArgs = posterArguments(input, container, poster, posterSecond(probe.durationMs), best);
  await runTool(tools.ffmpeg, posterArgs, { stallSeconds });
  if (!(await stat(poster).catch(() => null))?.size) throw new Error('ffmpeg wrote no poster frame');
  await progress.finish();

  const prefix = hlsPrefix(video.uuid);
  // A retried job starts clean: no segment of an earlier attempt stays behind.
  await services.storage.deletePrefix(prefix);
  await uploadHls(services.storage, out, prefix);
  const slot = await replaceablePoster(services, video);
  const posterFile = await storePosterFile(services.storage, slot, poster, best);
  let recorded: Awaited<ReturnType<typeof recordReady>>;
  try {
    recorded = await recordReady(services, video, `${prefix}/${masterPlaylist}`, posterFile, slot);
  } catch (error) {
    if (posterFile) await services.storage.delete(posterFile.key).catch(() => undefined);
    throw error;
  }
  // Best effort once committed: a leftover object is only storage, never shown.
  if (posterFile && !recorded.posterUsed)
    await services.storage.delete(posterFile.key).catch(() => undefined);
  if (recorded.dropped)
    await services.storage.deletePrefix(`media/${recorded.dropped}`).catch(() => undefined);
}

/**
 * The `media.transcode` job: the stored original → HLS renditions (see renditions.ts) + a poster frame, all in
 * storage under `media/<uuid>/hls/`, with `media.meta`, progress and status kept up to date. A failure is a
 * property of the file (corrupt, not a video), so it is recorded as `failed` with its reason and not retried;
 * the partial HLS objects are removed. The temporary folder goes in every case.
 */
export async function transcodeVideo(services: JobServices, { mediaId }: TranscodeJobData): Promise<void> {
  const [video] = await services.db
    .select()
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.processing_status, 'processing')));
  // Deleted since, or already handled by an earlier delivery of the same job.
  if (!video) return;
  // Under the data directory, not the system's /tmp: that may be memory (tmpfs), and a source can be gigabytes.
  const scratch = join(services.config.dataDir, 'tmp');
  await mkdir(scratch, { recursive: true });
  const work = await mkdtemp(join(scratch, 'transcode-'));
  try {
    const availability = await ffmpegAvailability();
    if (!availability.available) throw new TranscodeFailure(transcodingUnavailable);
    const [original] = await services.db
      .select({ path: files.path })
      .from(files)
      .where(eq(files.media_id, video.id))
      .orderBy(asc(files.id))
      .limit(1);
    // Read as the container its bytes showed at upload (media.mime), never as whatever ffmpeg would guess.
    const container = video.mime ? containerOf(video.mime) : null;
    if (!original || !container) throw new TranscodeFailure(unreadable);
    await download(services.storage, original.path, join(work, 'input'));
    const probe = await probeVideo(availability.tools.ffprobe, join(work, 'input'), container);
    if (!probe) throw new TranscodeFailure(unreadable);
    const meta = { ...video.meta, width: probe.width, height: probe.height, duration: probe.durationMs };
    await services.db.update(media).set({ meta, processing_progress: 0 }).where(eq(media.id, video.id));
    await transcode(services, { ...video, meta }, work, { container, probe }, availability.tools);
  } catch (error) {
    await services.storage.deletePrefix(hlsPrefix(video.uuid)).catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    await services.db
      .update(media)
      .set({ hls: null, processing_status: 'failed', processing_error: reason.slice(0, 1000) })
      .where(eq(media.id, video.id));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
