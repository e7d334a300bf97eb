import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A Microsoft Entra ID directory for the browser tests: a real OpenID Connect provider (oidc-provider) at
 * `<origin>/<tenant>/v2.0`, as login.microsoftonline.com names a directory. Its sign-in page signs `person` in
 * at once (the test plays someone already signed in to Microsoft); PKCE, the client secret and the code are
 * checked for real. The server under test is pointed at it with ENTRA_AUTHORITY_URL.
 */
export type Person = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
};

export type EntraDirectory = {
  origin: string;
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** Registers the application's redirect address (the server's /azure/callback); call once, before sign-in. */
  register(redirectUri: string): void;
  signsIn(person: Person): void;
  close(): Promise<void>;
};

export async function startEntraDirectory(): Promise<EntraDirectory> {
  const tenantId = '5b2d6f3e-1c4a-4e8b-9a7d-3f2e1d0c9b8a';
  const clientId = '8e4c2a1b-6d3f-4a5e-b7c9-0d1e2f3a4b5c';
  const clientSecret = 'e2e-entra-client-secret';
  const prefix = `/${tenantId}/v2.0`;
  let provider: Provider | null = null;
  let person: Person | null = null;

  const server: Server = createServer((req, res) => void route(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/';
    if (!provider || !url.startsWith(prefix)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const inner = url.slice(prefix.length) || '/';
    if (inner.startsWith('/interaction/')) {
      const details = await provider.interactionDetails(req, res);
      const accountId = person?.sub ?? '';
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } });
      return;
    }
    (req as IncomingMessage & { originalUrl: string }).originalUrl = url;
    req.url = inner;
    provider.callback()(req, res);
  }

  return {
    origin,
    tenantId,
    clientId,
    clientSecret,
    register(redirectUri) {
      provider = new Provider(`${origin}${prefix}`, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code', 'client_credentials'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        scopes: ['openid', 'email', 'profile', 'https://graph.microsoft.com/.default'],
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['given_name', 'family_name'],
        },
        conformIdTokenClaims: false,
        pkce: { required: () => true },
        ttl: {
          AuthorizationCode: 60,
          AccessToken: 600,
          ClientCredentials: 600,
          IdToken: 600,
          Interaction: 600,
          Grant: 600,
          Session: 600,
        },
        features: { devInteractions: { enabled: false }, clientCredentials: { enabled: true } },
        interactions: { url: (_ctx, interaction) => `${prefix}/interaction/${interaction.uid}` },
        cookies: { keys: ['e2e-entra-directory'] },
        async findAccount(_ctx, sub) {
          if (!person || person.sub !== sub) return undefined;
          const claims = { ...person };
          return { accountId: sub, claims: async () => claims };
        },
      });
    },
    signsIn(next) {
      person = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
