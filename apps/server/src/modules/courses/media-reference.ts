import { media } from '../../db/schema/content.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { resolveReference } from '../../platform/resource/references.ts';

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

/** Replaces the media field of the input by the resolved column value (or drops it when unchanged). */
export async function withMediaColumn(
  context: ResourceContext,
  input: Record<string, unknown>,
  field: string,
): Promise<Record<string, unknown>> {
  const { [field]: value, ...rest } = input;
  const id = await resolveMedia(context, value, field);
  return id === undefined ? rest : { ...rest, [field]: id };
}
