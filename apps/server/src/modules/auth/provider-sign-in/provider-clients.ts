import type { SignInProvider } from '@academy/contracts/operations/auth-providers';
import * as oidc from 'openid-client';
import type { Config, SignInProviderSettings } from '../../../config.ts';
import type { CompanySettings } from '../../../db/schema/tenancy.ts';
import { openSecret } from '../../../platform/auth/sealed-secret.ts';

/** The purpose a company's Entra ID client secret is sealed under (platform/auth/sealed-secret.ts). */
export const entraSecretPurpose = 'entra-client-secret';

/** Facebook's Graph API version the endpoints are built with (Facebook has no discovery document). */
const facebookApiVersion = 'v21.0';

/** Where the provider sends the browser back to: the web's callback page (spec §2 guest routes). */
export const redirectUri = (config: Pick<Config, 'publicUrl'>, provider: SignInProvider) =>
  `${config.publicUrl}/${provider}/callback`;

/** A company's Entra ID application, as its settings hold it; null while Microsoft sign-in cannot work. */
export type EntraApplication = { tenantId: string; clientId: string; clientSecret: string };

export function entraApplication(appSecret: string, settings: CompanySettings): EntraApplication | null {
  const sealed = settings.azure_client_secret_sealed;
  const clientSecret = sealed ? openSecret(appSecret, entraSecretPurpose, sealed) : null;
  if (!settings.azure_tenant_id || !settings.azure_client_id || !clientSecret) return null;
  return { tenantId: settings.azure_tenant_id, clientId: settings.azure_client_id, clientSecret };
}

/** A company's directory's issuer: `<authority>/<tenant>/v2.0` (Entra ID's v2.0 endpoints). */
export const entraIssuer = (settings: SignInProviderSettings, tenantId: string) =>
  `${settings.entraAuthorityUrl}/${encodeURIComponent(tenantId)}/v2.0`;

const discoveryCacheMs = 10 * 60_000;
const discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

function requestOptions(settings: SignInProviderSettings) {
  return settings.allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined;
}

/**
 * The OpenID client of a company's Entra ID application: its directory's discovery document (the issuer, the
 * endpoints and the signing keys' address), kept ten minutes per directory and application.
 */
export function entraClient(
  settings: SignInProviderSettings,
  app: EntraApplication,
): Promise<oidc.Configuration> {
  const issuer = entraIssuer(settings, app.tenantId);
  const key = `${issuer}|${app.clientId}|${app.clientSecret}`;
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.at < discoveryCacheMs) return cached.config;
  const config = oidc.discovery(
    new URL(issuer),
    app.clientId,
    undefined,
    oidc.ClientSecretPost(app.clientSecret),
    requestOptions(settings),
  );
  // The id token's signature is checked against the directory's published keys too, not only TLS
  // (openid-client skips it for tokens from the token endpoint unless asked).
  const checked = config.then((client) => {
    oidc.enableNonRepudiationChecks(client);
    return client;
  });
  discovered.set(key, { at: Date.now(), config: checked });
  // A failed discovery is not kept: the next sign-in tries again.
  checked.catch(() => discovered.delete(key));
  return checked;
}

/**
 * The OpenID client of the platform's Facebook app, from metadata built here: Facebook's OpenID Connect
 * (authorization code with `openid`) has no discovery document for this flow.
 */
export function facebookClient(settings: SignInProviderSettings): oidc.Configuration | null {
  if (!settings.facebook) return null;
  const client = new oidc.Configuration(
    {
      issuer: settings.facebookAuthorityUrl,
      authorization_endpoint: `${settings.facebookAuthorityUrl}/${facebookApiVersion}/dialog/oauth`,
      token_endpoint: `${settings.facebookGraphUrl}/${facebookApiVersion}/oauth/access_token`,
      jwks_uri: `${settings.facebookAuthorityUrl}/.well-known/oauth/openid/jwks/`,
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    },
    settings.facebook.appId,
    undefined,
    oidc.ClientSecretPost(settings.facebook.appSecret),
  );
  if (settings.allowHttp) oidc.allowInsecureRequests(client);
  oidc.enableNonRepudiationChecks(client);
  return client;
}

/** The scope Entra ID's client-credentials grant is asked for when credentials are checked. */
export const entraCheckScope = 'https://graph.microsoft.com/.default';

/**
 * spec §5 "Microsoft credentials invalid": whether the directory, application and secret really work — the
 * directory's discovery document is read and a client-credentials token asked for. Nothing is kept.
 */
export async function entraCredentialsWork(
  settings: SignInProviderSettings,
  app: EntraApplication,
): Promise<boolean> {
  try {
    const client = await oidc.discovery(
      new URL(entraIssuer(settings, app.tenantId)),
      app.clientId,
      undefined,
      oidc.ClientSecretPost(app.clientSecret),
      requestOptions(settings),
    );
    const tokens = await oidc.clientCredentialsGrant(client, { scope: entraCheckScope });
    return typeof tokens.access_token === 'string';
  } catch {
    return false;
  }
}
