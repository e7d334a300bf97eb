import type { Config } from '../../../config.ts';
import type { CompanySettings } from '../../../db/schema/tenancy.ts';
import { sealSecret } from '../../../platform/auth/sealed-secret.ts';
import { fieldError } from '../../../platform/http/http-error.ts';
import { entraApplication, entraCredentialsWork, entraSecretPurpose } from './provider-clients.ts';

/**
 * A settings write's Entra ID client secret (write-only, `azure_client_secret`): sealed into the stored
 * document, or removed with `null`; left out, the stored one stays.
 */
export function withEntraSecret(
  config: Pick<Config, 'appSecret'>,
  settings: CompanySettings,
  typed: string | null | undefined,
): CompanySettings {
  if (typed === undefined) return settings;
  return {
    ...settings,
    azure_client_secret_sealed:
      typed === null ? null : sealSecret(config.appSecret, entraSecretPurpose, typed),
  };
}

const entraKeys = [
  'azure_login',
  'azure_tenant_id',
  'azure_client_id',
  'azure_client_secret_sealed',
] as const;

/**
 * spec §5 "Microsoft credentials invalid": when a write leaves Microsoft sign-in on with new credentials (or
 * switches it on), the directory, application id and secret are tried against the authority (discovery and a
 * client-credentials token); a failure is answered on the secret's field and nothing is saved.
 */
export async function assertEntraCredentials(
  config: Pick<Config, 'appSecret' | 'signInProviders'>,
  before: CompanySettings,
  after: CompanySettings,
): Promise<void> {
  if (!after.azure_login) return;
  if (before.azure_login && entraKeys.every((key) => (before[key] ?? null) === (after[key] ?? null))) return;
  const app = entraApplication(config.appSecret, after);
  if (!app || !(await entraCredentialsWork(config.signInProviders, app)))
    throw fieldError('settings.azure_client_secret', 'validation.microsoft_credentials');
}
