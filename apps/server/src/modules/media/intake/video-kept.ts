import type { Executor } from '../../../db/client.ts';
import type { Services } from '../../../platform/services.ts';

/** A kept (or replaced) video, once its rows are committed: what the transcoder needs to find it. */
export type KeptVideo = { id: number; uuid: string; tenantId: number };
/** `tx` is the transaction that wrote the video's rows: the handler queues its job there. */
export type VideoKeptHandler = (services: Services, video: KeptVideo, tx: Executor) => Promise<void>;

let handler: VideoKeptHandler | null = null;

/**
 * Where the video pipeline plugs in (e.g. enqueue its `media.transcode` job). With a handler, a new or
 * replaced video is stored as `processing` and the handler hears of it in the upload's transaction (its job
 * is queued there, so it exists exactly when the rows do); without one (no pipeline in this process) the video is `ready` and its original is served.
 * One handler per process: registering again replaces it.
 */
export function onVideoKept(next: VideoKeptHandler | null): void {
  handler = next;
}

export const videoPipelinePresent = () => handler !== null;

export async function announceVideoKept(services: Services, video: KeptVideo, tx: Executor): Promise<void> {
  await handler?.(services, video, tx);
}
