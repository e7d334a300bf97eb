import { type ContainerFormat, forcedInputArguments } from './container-format.ts';

/** One HLS rendition: its folder name (`360p`), frame size and video bitrate. */
export type Rendition = { name: string; width: number; height: number; videoKbps: number };

/** The rungs a video is offered at; the highest one is also the cap (no 1080p: lessons are small players). */
const ladder = [
  { height: 360, videoKbps: 800 },
  { height: 720, videoKbps: 2800 },
] as const;

const top = ladder[ladder.length - 1];
const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);
/** Even and not above `value`: an odd source height is never scaled up by a pixel. */
const evenDown = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

/** Bitrate for a height between rungs: in proportion to the pixel count, from the rung below. */
function kbpsFor(height: number): number {
  const below = [...ladder].reverse().find((rung) => rung.height <= height) ?? ladder[0];
  return Math.round(below.videoKbps * (height / below.height) ** 2);
}

/**
 * The renditions of a source `width`×`height`, never upscaled. Rungs measure the short side (a portrait phone
 * video's 720p is 720 wide): every rung below the source's short side, plus one at the source's own short side
 * capped at the top rung. So 1080p and 720p sources give 360p + 720p, a 480p one 360p + 480p, and a source of
 * 360p or less a single rendition at its own size.
 */
export function renditionsFor(width: number, height: number): Rendition[] {
  const short = Math.min(width, height);
  const best = evenDown(Math.min(short, top.height));
  const rungs = [...ladder.map((rung) => rung.height).filter((rung) => rung < best), best];
  return rungs.map((rung) => ({
    name: `${rung}p`,
    width: width === short ? rung : even((width * rung) / short),
    height: height === short ? rung : even((height * rung) / short),
    videoKbps: kbpsFor(rung),
  }));
}

/** Segment length in seconds (issue: 6 s); keyframes are forced on these boundaries so every rendition aligns. */
export const segmentSeconds = 6;

/** File names the transcoder writes and the HLS route serves; nothing else is uploaded or served. */
export const masterPlaylist = 'master.m3u8';
export const renditionPlaylist = 'index.m3u8';
export const renditionName = /^\d{2,4}p$/;
export const segmentName = /^segment_\d{3,5}\.ts$/;

/**
 * ffmpeg arguments for all renditions in one pass (the source is decoded once): H.264 main profile + AAC stereo,
 * MPEG-TS segments of 6 s, a VOD playlist per rendition in `<out>/<name>/` and `master.m3u8` in `<out>`.
 * Progress goes to stdout as `key=value` lines (`-progress pipe:1`). The input is read as `container` only.
 */
export function hlsArguments(
  input: string,
  container: ContainerFormat,
  out: string,
  renditions: Rendition[],
  hasAudio: boolean,
) {
  const splits = renditions.map((_, i) => `[s${i}]`).join('');
  const scales = renditions.map((r, i) => `[s${i}]scale=${r.width}:${r.height}[v${i}]`);
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'];
  args.push(...forcedInputArguments(container), '-i', input);
  args.push('-filter_complex', [`[0:v]split=${renditions.length}${splits}`, ...scales].join(';'));
  renditions.forEach((_, i) => {
    args.push('-map', `[v${i}]`);
    if (hasAudio) args.push('-map', '0:a:0');
  });
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p');
  args.push('-sc_threshold', '0', '-force_key_frames', `expr:gte(t,n_forced*${segmentSeconds})`);
  renditions.forEach((r, i) => {
    args.push(`-b:v:${i}`, `${r.videoKbps}k`, `-maxrate:v:${i}`, `${Math.round(r.videoKbps * 1.1)}k`);
    args.push(`-bufsize:v:${i}`, `${r.videoKbps * 2}k`);
  });
  if (hasAudio) args.push('-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000');
  const streamMap = renditions.map((r, i) => `v:${i}${hasAudio ? `,a:${i}` : ''},name:${r.name}`);
  args.push('-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_playlist_type', 'vod');
  args.push('-hls_flags', 'independent_segments', '-hls_segment_type', 'mpegts');
  args.push('-hls_segment_filename', `${out}/%v/segment_%03d.ts`);
  args.push('-master_pl_name', masterPlaylist, '-var_stream_map', streamMap.join(' '));
  args.push('-progress', 'pipe:1', '-nostats', `${out}/%v/${renditionPlaylist}`);
  return args;
}

/** ffmpeg arguments for the poster: one JPEG frame at `seconds`, the size of the best rendition. */
export function posterArguments(
  input: string,
  container: ContainerFormat,
  output: string,
  seconds: number,
  size: Rendition,
) {
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-ss',
    seconds.toFixed(3),
    ...forcedInputArguments(container),
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    `scale=${size.width}:${size.height}`,
    '-q:v',
    '3',
    output,
  ];
}
