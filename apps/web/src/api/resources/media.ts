import { type Media, mediaContract } from '@academy/contracts/entities/media';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../operations/call-operation.ts';
import { createResourceApi } from './create-resource-api.ts';
import { fetchItem, type WriteResult } from './resource-requests.ts';
import { useItemWrite } from './use-item-write.ts';

/** The media library (spec §3 Media): images and videos with their variants, HLS and uses. */
export const mediaApi = createResourceApi(mediaContract);

/** How often a media item being processed (variants, a video transcode) is read again for its progress. */
export const MEDIA_PROCESSING_POLL_MS = 3000;

/** Poll while the server is still processing the file; stop once it is ready or failed. */
export function processingRefetchInterval(
  media: Pick<Media, 'processing_status'> | undefined,
): number | false {
  return media?.processing_status === 'processing' ? MEDIA_PROCESSING_POLL_MS : false;
}

/** Poll a page of media while any of its items is processing, so each row's percent moves to ready or failed. */
export function processingListRefetchInterval(
  page: { items: readonly Pick<Media, 'processing_status'>[] } | undefined,
): number | false {
  return page?.items.some((media) => media.processing_status === 'processing')
    ? MEDIA_PROCESSING_POLL_MS
    : false;
}

/**
 * One media item under the same query key as `mediaApi.useItem` (so writes refresh it), read again every few
 * seconds while it is processing, so the manager shows the progress move to ready or failed.
 */
export function useMediaItem(id: string | number | undefined) {
  return useQuery({
    queryKey: mediaApi.keys.item(id ?? ''),
    // Runs only when enabled, that is with an id.
    queryFn: () => fetchItem<Media>(mediaContract, id ?? ''),
    enabled: id !== undefined && id !== '',
    refetchInterval: (query) => processingRefetchInterval(query.state.data),
  });
}

/** `POST /api/v1/media/{uuid}/replace` (multipart `file`): a new file for the item; every use stays. */
export async function replaceMediaFile(uuid: string, file: File): Promise<WriteResult<Media>> {
  const form = new FormData();
  form.append('file', file, file.name);
  const data = await callOperation('media.replace', { params: { id: uuid } }, { form });
  return { item: data.item, meta: data.meta ?? {} };
}

export function useReplaceMediaFile() {
  return useItemWrite(mediaContract.segment, (variables: { uuid: string; file: File }) =>
    replaceMediaFile(variables.uuid, variables.file),
  );
}
