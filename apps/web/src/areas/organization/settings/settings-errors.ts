import { ApiError, isApiError } from '../../../api/api-error.ts';

/**
 * A section's form holds the settings document itself, while the server names a field by its path in the
 * company (`settings.azure_login`, `settings.course_completion_receivers.2`): the 422 is handed to the form
 * with the field names it knows.
 */
export function onSettingsFields(error: unknown): unknown {
  if (!isApiError(error) || error.kind !== 'validation') return error;
  const errors: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(error.errors)) {
    const [first, field] = path.split('.');
    const name = first === 'settings' && field ? field : path;
    errors[name] = [...(errors[name] ?? []), ...messages];
  }
  return new ApiError({
    kind: error.kind,
    message: error.message,
    status: error.status,
    statusText: error.statusText,
    errors,
    retryAfter: error.retryAfter,
  });
}
