import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStorage } from '../../../platform/storage/index.ts';
import { masterPlaylist, renditionName, renditionPlaylist, segmentName } from './renditions.ts';

export const playlistType = 'application/vnd.apple.mpegurl';
export const segmentType = 'video/mp2t';

/** Where a video's HLS files live in storage: next to its original, `media/<uuid>/hls/…`. */
export const hlsPrefix = (uuid: string) => `media/${uuid}/hls`;

/**
 * A path below the HLS prefix that the transcoder makes: `master.m3u8`, `<360p>/index.m3u8` or
 * `<360p>/segment_000.ts`. Anything else (`..`, other names, deeper paths) is not one of ours.
 */
export function isHlsPath(rendition: string | undefined, file: string): boolean {
  if (rendition === undefined) return file === masterPlaylist;
  return renditionName.test(rendition) && (file === renditionPlaylist || segmentName.test(file));
}

export const contentTypeOf = (file: string) => (file.endsWith('.m3u8') ? playlistType : segmentType);

/** Uploads the transcoder's output folder (only the names it makes) under `prefix`; returns the keys written. */
export async function uploadHls(storage: FileStorage, folder: string, prefix: string): Promise<string[]> {
  const written: string[] = [];
  const put = async (relative: string) => {
    const key = `${prefix}/${relative}`;
    await storage.put(key, createReadStream(join(folder, relative)), {
      contentType: contentTypeOf(relative),
    });
    written.push(key);
  };
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || !renditionName.test(entry.name)) continue;
    for (const file of await readdir(join(folder, entry.name))) {
      if (isHlsPath(entry.name, file)) await put(`${entry.name}/${file}`);
    }
  }
  // The master last: a reader that finds it finds every rendition it lists.
  await put(masterPlaylist);
  return written;
}
