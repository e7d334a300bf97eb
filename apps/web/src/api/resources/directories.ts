import { type Directory, directoryContract } from '@academy/contracts/entities/directory';
import { callOperation } from '../operations/call-operation.ts';
import { createResourceApi } from './create-resource-api.ts';
import type { WriteResult } from './resource-requests.ts';
import { useItemWrite } from './use-item-write.ts';

/** The media manager's folders (spec §3 Directory): a tree with media counts and a processing flag. */
export const directoriesApi = createResourceApi(directoryContract);

/** `filter[parent]` / `filter[directory]` value for what sits at the top ("my files"). */
export const ROOT_FOLDER = 'root';

/** How often a page of folders is read again while media in one of them is processing. */
const FOLDER_PROCESSING_POLL_MS = 3000;

/** Poll while a folder of the page says media in it is processing, so its badge goes once that is done. */
export function foldersRefetchInterval(
  page: { items: readonly Pick<Directory, 'processing'>[] } | undefined,
): number | false {
  return page?.items.some((folder) => folder.processing) ? FOLDER_PROCESSING_POLL_MS : false;
}

/**
 * `POST /api/v1/directories/{uuid}/detach-children` (spec §7): the folder's sub-folders and media move up to
 * its parent, leaving it empty.
 */
export async function detachChildren(uuid: string): Promise<WriteResult<Directory>> {
  const data = await callOperation('directories.detachChildren', { params: { id: uuid } });
  return { item: data.item, meta: data.meta };
}

export function useDetachChildren() {
  return useItemWrite(directoryContract.segment, (folder: { uuid: string }) => detachChildren(folder.uuid));
}
