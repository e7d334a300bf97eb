import { fileTypeFromFile } from 'file-type';
import { validationError } from '../../../platform/http/http-error.ts';
import type { UploadedFile } from '../../../platform/resource/form-input.ts';
import type { UploadKind } from '../../../platform/resource/upload-rules.ts';

/** A type read from a file's first bytes, with the extension its stored key gets. */
export type SniffedType = { mime: string; ext: string; family: 'image' | 'video' };

/**
 * What each kind keeps, by the type its bytes show (never the name or the declared type). A logo is what
 * the spec says (PNG, JPG, GIF); an image adds the modern web formats; a video is what ffmpeg reads and
 * browsers commonly record (MP4, WebM, QuickTime, Matroska). SVG is in none: it is a document that can carry
 * script, so it is refused rather than sanitised (docs/decisions.md).
 */
const imageTypes: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};
const videoTypes: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/matroska': 'mkv',
};
const logoTypes = new Set(['image/png', 'image/jpeg', 'image/gif']);

function allowedFor(kind: UploadKind | 'any', mime: string): SniffedType | null {
  const image = imageTypes[mime];
  const video = videoTypes[mime];
  if (image && (kind === 'image' || kind === 'any' || (kind === 'logo' && logoTypes.has(mime))))
    return { mime, ext: image, family: 'image' };
  if (video && (kind === 'video' || kind === 'any')) return { mime, ext: video, family: 'video' };
  return null;
}

/** The field's 422 (spec §5 "File was not of an allowed filetype"). */
export const notAllowedType = (field: string) => validationError({ [field]: ['validation.filetype'] });

/**
 * The file's type as its bytes show it, when the kind takes it (`any`: every image or video type, for a
 * replacement); otherwise the 422 of the file's field.
 */
export async function sniffAllowedType(file: UploadedFile, kind: UploadKind | 'any'): Promise<SniffedType> {
  const found = await fileTypeFromFile(file.path);
  const allowed = found ? allowedFor(kind, found.mime) : null;
  if (!allowed) throw notAllowedType(file.field);
  return allowed;
}
