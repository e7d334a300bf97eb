import { type ContainerFormat, forcedInputArguments } from './container-format.ts';
import { runTool } from './run-tool.ts';

/** What the pipeline needs to know of a source: its displayed size, length and whether it has sound. */
export type VideoProbe = { width: number; height: number; durationMs: number; hasAudio: boolean };

type ProbeStream = {
  codec_type?: string;
  width?: number;
  height?: number;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
};
type ProbeOutput = { streams?: ProbeStream[]; format?: { duration?: string; format_name?: string } };

/** Phones store portrait video as landscape frames plus a rotation; ffmpeg applies it, so the size turns too. */
function quarterTurned(stream: ProbeStream): boolean {
  const rotation = Number(
    stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? stream.tags?.rotate ?? 0,
  );
  return Math.abs(rotation) % 180 === 90;
}

function parseProbe(output: string): ProbeOutput | null {
  try {
    return JSON.parse(output) as ProbeOutput;
  } catch {
    return null;
  }
}

/** ffprobe prints its answer only at the end: this long without it, the file is not one it reads (stopped). */
const probeSeconds = 60;

/**
 * Reads the source with ffprobe as the given container (forced: never probed, see container-format.ts);
 * null when it is not a video of that container that ffprobe understands (or has no picture).
 */
export async function probeVideo(
  ffprobe: string,
  input: string,
  container: ContainerFormat,
): Promise<VideoProbe | null> {
  const args = [
    ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams'],
    ...forcedInputArguments(container),
    input,
  ];
  const output = await runTool(ffprobe, args, { stallSeconds: probeSeconds }).catch(() => null);
  if (output === null) return null;
  const parsed = parseProbe(output);
  if (!parsed || parsed.format?.format_name !== container.names) return null;
  const video = parsed.streams?.find(
    (stream) => stream.codec_type === 'video' && stream.width && stream.height,
  );
  const seconds = Number(parsed.format.duration);
  if (!video?.width || !video.height || !Number.isFinite(seconds) || seconds <= 0) return null;
  const [width, height] = quarterTurned(video) ? [video.height, video.width] : [video.width, video.height];
  return {
    width,
    height,
    // The spec keeps media durations in milliseconds (§3 Media base; contracts/format.ts shows hh:mm:ss).
    durationMs: Math.round(seconds * 1000),
    hasAudio: parsed.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
  };
}
