/** The settings an update may name as fields of their own; they are stored in `config`. */
const settingNames = ['default_language', 'support_email', 'registration_open'] as const;

type SettingsInput = Partial<Record<(typeof settingNames)[number], unknown>> & {
  config?: Record<string, unknown>;
};

/**
 * The tenant's `config` after an update (decisions.md "Tenant settings"): the stored document with the sent
 * `config` merged in key by key and the settings sent as fields on top; a key set to null is removed. Keys the
 * settings screen does not know (`hosts` …) are kept. Undefined when the update touches no configuration.
 */
export function mergedConfig(
  stored: Record<string, unknown>,
  input: SettingsInput,
): Record<string, unknown> | undefined {
  const sent: Record<string, unknown> = { ...(input.config ?? {}) };
  for (const name of settingNames) if (input[name] !== undefined) sent[name] = input[name];
  if (Object.keys(sent).length === 0) return undefined;
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(sent)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The update's column values: the settings fields are not columns, and `config` is the merged document. */
export function tenantColumns(
  input: SettingsInput & Record<string, unknown>,
  stored: Record<string, unknown>,
) {
  const { config: _config, default_language, support_email, registration_open, ...columns } = input;
  const config = mergedConfig(stored, input);
  return config ? { ...columns, config } : columns;
}
