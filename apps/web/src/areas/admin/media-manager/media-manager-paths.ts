import type { Media } from '@academy/contracts/entities/media';
import { href } from '@academy/contracts/routes';

/** The folder parameter of a media item at the top level: its detail lives under my-files (spec §2). */
export const MY_FILES = 'my-files';

/** A folder's page; the top level (no folder) is my-files. */
export function folderHref(folderId: number | string | null | undefined): string {
  if (folderId === null || folderId === undefined || String(folderId) === MY_FILES)
    return href('admin.directory.index');
  return href('admin.directory.assets', { directory: folderId });
}

/** The folder parameter of a media item's detail address: its folder's id, or my-files. */
export const folderParamOf = (media: Pick<Media, 'directory_id'>) => media.directory_id ?? MY_FILES;

export function mediaHref(media: Pick<Media, 'id' | 'directory_id'>): string {
  return href('admin.media.index', { directory: folderParamOf(media), media: media.id });
}
