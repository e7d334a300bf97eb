import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, FileStorage, StoredObjectInfo } from './file-storage.ts';
import { storageKey } from './file-storage.ts';

/** Where uploaded and demo media live: `${DATA_DIR}/media/`; `files.path` is relative to it. */
export const mediaRoot = (dataDir: string) => resolve(join(dataDir, 'media'));

function absolutePath(root: string, key: string): string {
  const absolute = resolve(root, storageKey(key));
  // storageKey already refuses `..`; this guards symlink-free resolution against any future key rule change.
  if (!absolute.startsWith(`${root}/`)) throw new Error(`Refusing a key outside the media folder: ${key}`);
  return absolute;
}

async function infoOf(path: string): Promise<StoredObjectInfo | null> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  // Every put renames a new file into place, so the inode changes with each write even when size and the
  // (coarse, a few milliseconds) modification time do not: together they make a strong ETag.
  return {
    size: info.size,
    etag: `${info.size.toString(16)}-${info.mtimeMs.toString(16)}-${info.ino.toString(16)}`,
    lastModified: info.mtime,
  };
}

/** Files on the local disk under `${DATA_DIR}/media` (the default for `npm start`). */
export function localStorage(dataDir: string): FileStorage {
  const root = mediaRoot(dataDir);
  return {
    kind: 'local',
    async put(key, body) {
      const path = absolutePath(root, key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the target and renamed over it: a reader never sees half a file, and a failed write
      // leaves neither a partial object nor a changed one.
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        if (typeof body === 'string' || body instanceof Uint8Array) await writeFile(partial, body);
        else await pipeline(body, createWriteStream(partial));
        const info = await stat(partial);
        await rename(partial, path);
        return { size: info.size };
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range?: ByteRange) {
      const path = absolutePath(root, key);
      const info = await infoOf(path);
      if (!info) return null;
      const stream = range ? createReadStream(path, range) : createReadStream(path);
      return { ...info, stream };
    },
    stat: async (key) => infoOf(absolutePath(root, key)),
    async delete(key) {
      await unlink(absolutePath(root, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async deletePrefix(prefix) {
      await rm(absolutePath(root, prefix), { recursive: true, force: true });
    },
  };
}
