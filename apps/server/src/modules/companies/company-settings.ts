import { invalidMicrosoftCredential } from '@academy/contracts/entities/company';
import { type CompanySettings, defaultCompanySettings } from '../../db/schema/tenancy.ts';
import { fieldError } from '../../platform/http/http-error.ts';

/** Settings are stored whole: a partial update is merged, then the rules are checked on the result. */
export function mergeSettings(
  current: CompanySettings,
  patch: Partial<CompanySettings> | undefined,
): CompanySettings {
  const merged = { ...defaultCompanySettings, ...current, ...(patch ?? {}) };
  if (merged.facebook_login && merged.azure_login)
    throw fieldError('settings.azure_login', 'validation.microsoft_facebook_exclusive');
  if (!merged.password_login && !merged.facebook_login && !merged.azure_login && !merged.pin_login) {
    throw fieldError('settings.password_login', 'validation.auth_method_required');
  }
  if (merged.azure_login) {
    const invalid = invalidMicrosoftCredential(merged);
    if (invalid) throw fieldError(`settings.${invalid}`, 'validation.microsoft_credentials');
  }
  return merged;
}
