import { invalidMicrosoftCredential, keepsWorkingSignIn } from '@academy/contracts/entities/company';
import {
  assignCustomFieldKeys,
  type CustomUserField,
  readCustomUserFields,
} from '@academy/contracts/entities/custom-user-field';
import { type CompanySettings, defaultCompanySettings } from '../../db/schema/tenancy.ts';
import { fieldError } from '../../platform/http/http-error.ts';

/** A settings write: any of the settings; a new custom user field comes without its key. */
export type SettingsPatch = Partial<Omit<CompanySettings, 'custom_user_fields'>> & {
  custom_user_fields?: (Omit<CustomUserField, 'key'> & { key?: string | undefined })[];
  /** The Entra ID client secret as typed (write-only): sealed by the resource, never stored as it is. */
  azure_client_secret?: string | null;
};

/** Settings are stored whole: a partial update is merged, then the rules are checked on the result. */
export function mergeSettings(current: CompanySettings, patch: SettingsPatch | undefined): CompanySettings {
  // The secret as typed is sealed by the caller (companies.resource.ts); it never enters the document.
  const { azure_client_secret: _typedSecret, ...written } = patch ?? {};
  const merged: CompanySettings = {
    ...defaultCompanySettings,
    ...current,
    ...written,
    custom_user_fields: [],
  };
  // A new field (sent without a key) is keyed from its label; existing ones keep theirs (issue 21 §5).
  const earlier = readCustomUserFields(current.custom_user_fields);
  merged.custom_user_fields = patch?.custom_user_fields
    ? assignCustomFieldKeys(
        patch.custom_user_fields,
        earlier.map((field) => field.key),
      )
    : earlier;
  if (merged.facebook_login && merged.azure_login)
    throw fieldError('settings.azure_login', 'validation.microsoft_facebook_exclusive');
  // Only methods that exist count (contracts: workingSignInMethods): a PIN or Facebook switch left on would
  // otherwise let password sign-in go off and lock the company's people out.
  if (!keepsWorkingSignIn(merged))
    throw fieldError('settings.password_login', 'validation.auth_method_required');
  if (merged.azure_login) {
    const invalid = invalidMicrosoftCredential(merged);
    if (invalid) throw fieldError(`settings.${invalid}`, 'validation.microsoft_credentials');
  }
  return merged;
}
