import type { Config } from '../../config.ts';
import { fileTooLarge, type UploadedFile } from '../../platform/resource/temp-upload.ts';
import { type UploadKind, type UploadRule, uploadRule } from '../../platform/resource/upload-rules.ts';

type Limits = Pick<Config, 'uploadImageMaxBytes' | 'uploadVideoMaxBytes'>;

/**
 * The media library's file field takes an image or a video: the declared type must be one of them before
 * the file is read, and it streams under the larger of the two limits. The kind's own limit is checked once
 * the file is in (mediaFileKind); the intake then checks the type by the file's bytes.
 */
export function mediaFileRule(config: Limits): UploadRule {
  const image = uploadRule('image', config);
  const video = uploadRule('video', config);
  return {
    maxBytes: Math.max(image.maxBytes, video.maxBytes),
    accepts: (mimetype) => image.accepts(mimetype) || video.accepts(mimetype),
    wrongTypeKey: 'validation.filetype',
    tooLargeKey: 'validation.file_too_large',
  };
}

/** The kind a file was sent as (its declared type), within that kind's size limit (413 otherwise). */
export function mediaFileKind(file: UploadedFile, config: Limits): UploadKind {
  const kind: UploadKind = uploadRule('video', config).accepts(file.mimetype) ? 'video' : 'image';
  const rule = uploadRule(kind, config);
  if (file.size > rule.maxBytes) throw fileTooLarge(file.field, rule);
  return kind;
}
