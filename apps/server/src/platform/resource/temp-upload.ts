import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../http/http-error.ts';
import { readableLimit, type UploadRule } from './upload-rules.ts';

/**
 * A file of a form, streamed to a temporary file. It lives until the request ends: a hook that keeps it
 * (media storage) moves or copies it away from `path` during the request; whatever is left is removed.
 */
export type UploadedFile = {
  /** The form field it came in, without a trailing `[]`. */
  field: string;
  path: string;
  size: number;
  /** Name and content type as the client declared them. */
  filename: string;
  mimetype: string;
};

/**
 * Streams one file part to `directory`, counting bytes: past the rule's limit it stops at once (413, the
 * rest of the body unread) and removes what it wrote. A part cut short is the form's fault (400).
 */
export async function streamToTempFile(
  source: NodeJS.ReadableStream,
  described: Omit<UploadedFile, 'path' | 'size'>,
  rule: UploadRule,
  directory: string,
): Promise<UploadedFile> {
  await mkdir(directory, { recursive: true });
  const path = join(directory, randomUUID());
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > rule.maxBytes) callback(fileTooLarge(described.field, rule));
      else callback(null, chunk);
    },
  });
  const target = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  let writeError: unknown;
  target.once('error', (error) => {
    writeError = error;
  });
  try {
    await pipeline(source, limit, target);
  } catch (error) {
    await rm(path, { force: true });
    // The disk failing is not the form's fault and stays a server error; anything else cut the part short.
    if (error instanceof HttpError || error === writeError) throw error;
    throw new HttpError(400, 'http.malformed_multipart');
  }
  return { ...described, path, size };
}

/** Where forms' files wait while their request runs: under DATA_DIR, on the disk that will keep them. */
export const temporaryUploadDirectory = (dataDir: string) => join(dataDir, 'tmp', 'uploads');

export function fileTooLarge(field: string, rule: UploadRule): HttpError {
  return new HttpError(413, rule.tooLargeKey, { [field]: [rule.tooLargeKey] }, [readableLimit(rule)]);
}

export async function removeTempFiles(files: UploadedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}
