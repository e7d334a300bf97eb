import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** Where uploaded and demo media live: `${DATA_DIR}/media/`; `files.path` is relative to it. */
export const mediaRoot = (dataDir: string) => resolve(join(dataDir, 'media'));

/** The absolute path of a stored file, or null when the path would leave the media folder (`../`). */
export function storedFilePath(dataDir: string, path: string): string | null {
  const root = mediaRoot(dataDir);
  const absolute = resolve(root, path);
  return absolute.startsWith(`${root}/`) ? absolute : null;
}

/** A stored file opened for streaming with its size, or null when it is missing. */
export async function openStoredFile(
  dataDir: string,
  path: string,
): Promise<{ stream: ReadStream; size: number } | null> {
  const absolute = storedFilePath(dataDir, path);
  if (!absolute) return null;
  const info = await stat(absolute).catch(() => null);
  if (!info?.isFile()) return null;
  return { stream: createReadStream(absolute), size: info.size };
}

/** Writes a file into the media folder, creating its folders. */
export async function writeStoredFile(
  dataDir: string,
  path: string,
  bytes: string | Uint8Array,
): Promise<void> {
  const absolute = storedFilePath(dataDir, path);
  if (!absolute) throw new Error(`Refusing to write outside the media folder: ${path}`);
  await mkdir(dirname(absolute), { recursive: true });
  await writeFile(absolute, bytes);
}
