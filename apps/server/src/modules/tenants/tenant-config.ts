import { tenantSettingNames } from '@academy/contracts/entities/tenant';

type SettingName = (typeof tenantSettingNames)[number];

type SettingsInput = Partial<Record<SettingName, unknown>> & {
  config?: Record<string, unknown>;
};

/**
 * The tenant's `config` after an update (decisions.md "Tenant settings"): the stored document with the
 * administrators' settings sent (in `config`, or as fields of their own on top) merged in key by key; a key set
 * to null is removed. Only those settings are taken, whatever else the input holds (the contract already refuses
 * other keys), and the keys only operators set are kept as stored. Undefined when the update touches no setting.
 */
export function mergedConfig(
  stored: Record<string, unknown>,
  input: SettingsInput,
): Record<string, unknown> | undefined {
  const sent = new Map<SettingName, unknown>();
  for (const name of tenantSettingNames) {
    const value = input[name] !== undefined ? input[name] : input.config?.[name];
    if (value !== undefined) sent.set(name, value);
  }
  if (sent.size === 0) return undefined;
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of sent) {
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
