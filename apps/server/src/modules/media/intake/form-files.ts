import type { ResourceContext } from '../../../platform/resource/define-resource.ts';
import type { UploadKind } from '../../../platform/resource/upload-rules.ts';
import { keepUploadedFile, type MediaRow } from './keep-uploaded-file.ts';

/**
 * The media kept from a form's file field, for a resource hook to link to its entity (a course's image, a
 * company's logo), or null when the form sent no file there. Rows go in the hook's transaction; if it rolls
 * back, the stored objects go too (keep-uploaded-file.ts). A field sent twice keeps its last file, as a
 * field's last value wins.
 */
export async function keepFormFile(
  context: ResourceContext,
  field: string,
  kind: UploadKind,
): Promise<MediaRow | null> {
  const file = context.uploads?.filter((upload) => upload.field === field).at(-1);
  if (!file) return null;
  return keepUploadedFile(context.services, context.db, { tenantId: context.actor.tenantId, file, kind });
}
