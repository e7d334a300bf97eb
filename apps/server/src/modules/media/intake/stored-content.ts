import { createReadStream } from 'node:fs';
import type { MediaMeta } from '../../../db/schema/content.ts';
import type { UploadedFile } from '../../../platform/resource/form-input.ts';
import type { FileStorage } from '../../../platform/storage/index.ts';
import { notAllowedType, type SniffedType } from './allowed-types.ts';
import { imageDimensions, type StoredVariant, storeImageVariants } from './image-variants.ts';

/** A file in storage with everything made from it: the keys, to record them or take them all back. */
export type StoredContent = {
  type: SniffedType;
  originalKey: string;
  size: number;
  meta: MediaMeta;
  variants: StoredVariant[];
  keys: string[];
};

export async function removeKeys(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/**
 * Stores the original under `<prefix>/original.<ext of the sniffed type>` (streamed from the temporary file)
 * and, for an image, its WebP variants beside it. Keys are the server's own: the file's name never appears
 * in one. An image sharp cannot decode is the field's wrong type. On any failure every key is removed again.
 */
export async function storeContent(
  storage: FileStorage,
  file: UploadedFile,
  type: SniffedType,
  prefix: string,
): Promise<StoredContent> {
  const keys: string[] = [];
  try {
    let meta: MediaMeta = {};
    if (type.family === 'image') {
      const dimensions = await imageDimensions(file.path);
      if (!dimensions) throw notAllowedType(file.field);
      meta = dimensions;
    }
    const originalKey = `${prefix}/original.${type.ext}`;
    keys.push(originalKey);
    const { size } = await storage.put(originalKey, createReadStream(file.path), { contentType: type.mime });
    const variants =
      type.family === 'image'
        ? await storeImageVariants(storage, file.path, prefix, (key) => keys.push(key))
        : [];
    return { type, originalKey, size, meta, variants, keys };
  } catch (error) {
    await removeKeys(storage, keys).catch(() => undefined);
    throw error;
  }
}

/** The name a person gave the file, as a display name only: no folders, at most 255 characters. */
export function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop()?.trim() ?? '';
  return (base || 'file').slice(0, 255);
}

/** A title from the file's name: without its extension, or the name itself when nothing else is left. */
export function titleFromName(filename: string): string {
  const name = displayName(filename);
  return name.replace(/\.[^.]*$/, '').trim() || name;
}
