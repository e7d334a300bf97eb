import { media } from '../../db/schema/content.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import type { UploadKind } from '../../platform/resource/upload-rules.ts';
import { keepFormFile } from '../media/index.ts';

/**
 * The media id a payload names (spec §5: at most one item; an empty list does nothing). Returns
 * `undefined` when the column should be left as it is and `null` to clear it.
 */
export async function resolveMedia(
  context: ResourceContext,
  value: unknown,
  field: string,
): Promise<number | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) return undefined;
  return resolveReference(context, media, list[0], field);
}

/**
 * Replaces the media field of the input by the resolved column value (or drops it when unchanged). A file
 * the form sent in `upload.field` is kept as new media and becomes the column's value instead.
 */
export async function withMediaColumn(
  context: ResourceContext,
  input: Record<string, unknown>,
  field: string,
  upload?: { field: string; kind: UploadKind },
): Promise<Record<string, unknown>> {
  const { [field]: value, ...rest } = input;
  const id = await resolveMedia(context, value, field);
  const kept = upload ? await keepFormFile(context, upload.field, upload.kind) : null;
  if (kept) return { ...rest, [field]: kept.id };
  return id === undefined ? rest : { ...rest, [field]: id };
}

/** The file field of a course's or a variant's form that holds its image. */
export const imageUpload = { field: 'image', kind: 'image' } as const;
