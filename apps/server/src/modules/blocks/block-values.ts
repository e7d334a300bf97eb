import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { resolveLanguage, withMediaColumn } from '../courses/index.ts';

/** Column values of a block update (or clone changes): the language and media references resolved. */
export async function prepareBlockChanges(
  input: Record<string, unknown>,
  context: ResourceContext,
): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = { ...input };
  if (input.language_id !== undefined) values.language_id = await resolveLanguage(context, input.language_id);
  return withMediaColumn(context, values, 'media_id');
}
