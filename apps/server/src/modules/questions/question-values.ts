import type { ResourceContext } from '../../platform/resource/define-resource.ts';
import { resolveLanguage } from '../courses/index.ts';

/** Column values of a question update (or clone changes): the language reference resolved. */
export async function prepareQuestionChanges(
  input: Record<string, unknown>,
  context: ResourceContext,
): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = { ...input };
  if (input.language_id !== undefined) values.language_id = await resolveLanguage(context, input.language_id);
  return values;
}
