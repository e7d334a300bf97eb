import type { UploadedFile } from '../../../platform/resource/form-input.ts';
import type { UploadKind } from '../../../platform/resource/upload-rules.ts';
import { containerOf } from '../video/container-format.ts';
import { ffmpegAvailability } from '../video/ffmpeg-availability.ts';
import { probeVideo } from '../video/probe.ts';
import { notAllowedType, type SniffedType, sniffAllowedType } from './allowed-types.ts';
import { imageDecodes } from './image-variants.ts';
import { videoPipelinePresent } from './video-kept.ts';

/**
 * Whether the video is the container its first bytes claim, as ffprobe reads it with that container forced
 * (container-format.ts). Only where the pipeline will run ffmpeg on it: without one the file is only served
 * back as it came, and nothing here could ask ffprobe anyway.
 */
async function videoConfirmed(path: string, mime: string): Promise<boolean> {
  if (!videoPipelinePresent()) return true;
  const ffmpeg = await ffmpegAvailability();
  if (!ffmpeg.available) return true;
  const container = containerOf(mime);
  return container !== null && (await probeVideo(ffmpeg.tools.ffprobe, path, container)) !== null;
}

/**
 * The file's type by its first bytes (allowed-types.ts), confirmed by the tool that will read the rest: sharp
 * decodes the whole image, ffprobe reads the video as the sniffed container. Bytes that only start like an
 * allowed type are the field's 422 `validation.filetype`, before anything of them is stored.
 */
export async function confirmedType(file: UploadedFile, kind: UploadKind | 'any'): Promise<SniffedType> {
  const type = await sniffAllowedType(file, kind);
  const readable =
    type.family === 'image' ? await imageDecodes(file.path) : await videoConfirmed(file.path, type.mime);
  if (!readable) throw notAllowedType(file.field);
  return type;
}
