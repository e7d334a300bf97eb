import type { MessageKey } from '@academy/contracts/messages';
import type { Config } from '../../config.ts';

/** What a form's file field holds; a resource names its file fields with one of these (define-resource.ts). */
export type UploadKind = 'logo' | 'image' | 'video';

export type UploadRule = {
  /** Largest file accepted; the upload stops, and the answer is 413, at the first byte beyond it. */
  maxBytes: number;
  /** Whether the declared content type is one the field takes (checked before the file is read). */
  accepts(mimetype: string): boolean;
  /** Field message when the type is not accepted, and when the file is too large ({0}: the limit, e.g. 20 MB). */
  wrongTypeKey: MessageKey;
  tooLargeKey: MessageKey;
};

const mebibyte = 1024 * 1024;
const logoTypes = new Set(['image/png', 'image/jpeg', 'image/gif']);

/** The rule of each kind: a logo is 1 MB as the spec says; images and videos as configured. */
export function uploadRule(
  kind: UploadKind,
  config: Pick<Config, 'uploadImageMaxBytes' | 'uploadVideoMaxBytes'>,
): UploadRule {
  switch (kind) {
    case 'logo':
      return {
        maxBytes: mebibyte,
        accepts: (mimetype) => logoTypes.has(mimetype.toLowerCase()),
        wrongTypeKey: 'validation.logo',
        tooLargeKey: 'validation.logo',
      };
    case 'image':
      return {
        maxBytes: config.uploadImageMaxBytes,
        accepts: (mimetype) => mimetype.toLowerCase().startsWith('image/'),
        wrongTypeKey: 'validation.filetype',
        tooLargeKey: 'validation.file_too_large',
      };
    case 'video':
      return {
        maxBytes: config.uploadVideoMaxBytes,
        accepts: (mimetype) => mimetype.toLowerCase().startsWith('video/'),
        wrongTypeKey: 'validation.filetype',
        tooLargeKey: 'validation.file_too_large',
      };
  }
}

/** A byte count as the messages show it: whole MB, or KB below one MB. */
export function readableBytes(bytes: number): string {
  if (bytes >= mebibyte) return `${Math.floor(bytes / mebibyte)} MB`;
  return `${Math.max(1, Math.floor(bytes / 1024))} KB`;
}

/** The limit as the message shows it. */
export const readableLimit = (rule: UploadRule): string => readableBytes(rule.maxBytes);
