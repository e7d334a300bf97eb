import type { Services } from '../../../platform/services.ts';

/** A kept (or replaced) video, once its rows are committed: what the transcoder needs to find it. */
export type KeptVideo = { id: number; uuid: string; tenantId: number };
export type VideoKeptHandler = (services: Services, video: KeptVideo) => Promise<void>;

let handler: VideoKeptHandler | null = null;

/**
 * Where the video pipeline plugs in (e.g. enqueue its `media.transcode` job). With a handler, a new or
 * replaced video is stored as `processing` and the handler hears of it after the upload's transaction
 * committed; without one (no pipeline in this process) the video is `ready` and its original is served.
 * One handler per process: registering again replaces it.
 */
export function onVideoKept(next: VideoKeptHandler | null): void {
  handler = next;
}

export const videoPipelinePresent = () => handler !== null;

export async function announceVideoKept(services: Services, video: KeptVideo): Promise<void> {
  await handler?.(services, video);
}
