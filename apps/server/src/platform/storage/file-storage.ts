import type { Readable } from 'node:stream';

/** A byte range of a stored object, both ends inclusive (as in an HTTP `Range: bytes=start-end` header). */
export type ByteRange = { start: number; end: number };

/** What is known of a stored object without reading it. */
export type StoredObjectInfo = {
  size: number;
  /** Changes whenever the bytes change; quoted as an HTTP ETag by the routes that serve it. */
  etag: string;
  lastModified: Date;
};

/** A stored object opened for reading: its info and a stream of the requested bytes. */
export type StoredObject = StoredObjectInfo & { stream: Readable };

/**
 * Where uploaded and generated files live (DESIGN §2 "files"): the local disk under the data directory by
 * default, S3-compatible object storage when configured. Keys are relative, `/`-separated paths made by the
 * server (see `storageKey`), never a name a user sent. Writes stream: a 2 GB video is never held in memory.
 */
export interface FileStorage {
  /** Which implementation this is, for logs and the health page. */
  readonly kind: 'local' | 's3';
  /** Stores the body under the key (replacing what was there) and returns its size in bytes. */
  put(
    key: string,
    body: Readable | Uint8Array | string,
    options?: { contentType?: string },
  ): Promise<{ size: number }>;
  /** The whole object, or the given range of it; null when the key holds nothing. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The object's size and ETag without its bytes; null when the key holds nothing. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix/` (a video's HLS renditions, say). */
  deletePrefix(prefix: string): Promise<void>;
}

/**
 * Checks a key the server built: relative, `/`-separated, no empty, `.` or `..` segment, no backslash or NUL.
 * A key that fails is a programming error, not bad input: user-supplied names never become keys.
 */
export function storageKey(key: string): string {
  const segments = key.split('/');
  const valid =
    key.length > 0 &&
    key.length <= 1024 &&
    !/[\\\0]/.test(key) &&
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!valid) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}
