import { spawn } from 'node:child_process';
import type { MessageKey } from '@academy/contracts/messages';

/** The two programs the video pipeline runs: paths or names looked up on PATH. */
export type FfmpegTools = { ffmpeg: string; ffprobe: string };

export type FfmpegAvailability =
  | { available: true; tools: FfmpegTools }
  | { available: false; tools: FfmpegTools; reason: string };

/** What a video upload (or a failed transcode) says when this server has no ffmpeg (DESIGN §2: optional). */
export const transcodingUnavailable: MessageKey = 'validation.video_transcoding_unavailable';

/** Whether `command -version` runs and exits 0; a missing program is an `error` event (ENOENT), not a throw. */
function runs(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, ['-version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/**
 * Looks for ffmpeg and ffprobe (FFMPEG_PATH / FFPROBE_PATH when set, else PATH). Both are needed: ffprobe
 * reads the duration and size the progress and the rendition ladder depend on.
 */
export async function detectFfmpeg(env: NodeJS.ProcessEnv = process.env): Promise<FfmpegAvailability> {
  const tools = { ffmpeg: env.FFMPEG_PATH || 'ffmpeg', ffprobe: env.FFPROBE_PATH || 'ffprobe' };
  const [ffmpeg, ffprobe] = await Promise.all([runs(tools.ffmpeg), runs(tools.ffprobe)]);
  if (ffmpeg && ffprobe) return { available: true, tools };
  const missing = [ffmpeg ? null : tools.ffmpeg, ffprobe ? null : tools.ffprobe].filter(Boolean);
  return { available: false, tools, reason: `${missing.join(' and ')} could not be run` };
}

let detected: Promise<FfmpegAvailability> | undefined;

/** The same answer for the life of the process: detected once, on first use (installing ffmpeg needs a restart). */
export function ffmpegAvailability(): Promise<FfmpegAvailability> {
  detected ??= detectFfmpeg();
  return detected;
}
