import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * Test support (not a test): real OpenID Connect providers on a local port, built with `oidc-provider` — Entra
 * ID directories (`/<tenant>/v2.0`, as login.microsoftonline.com names them) and Facebook (`/facebook`, with
 * Facebook's endpoint paths) — so sign-in is tested against a counterpart that really checks PKCE, codes and
 * client secrets and signs its id tokens. The person who "signs in" at the provider is set per flow
 * (`authorize`); `tamperNextIdToken` re-signs the next id token the token endpoint answers with changed claims,
 * or with a key the provider does not publish.
 */
export type ProviderAccount = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

export type IdTokenTamper = {
  claims?: (claims: Record<string, unknown>) => Record<string, unknown>;
  foreignKey?: boolean;
};

export type LocalOpenIdProviders = {
  origin: string;
  /** Entra ID's authority (ENTRA_AUTHORITY_URL): a directory is `<authority>/<tenant>/v2.0`. */
  entraAuthorityUrl: string;
  /** Facebook's authority and Graph address (FACEBOOK_AUTHORITY_URL, FACEBOOK_GRAPH_URL). */
  facebookUrl: string;
  addEntraDirectory(
    tenantId: string,
    client: { clientId: string; clientSecret: string; redirectUri: string },
  ): void;
  setFacebookApp(client: { clientId: string; clientSecret: string; redirectUri: string }): void;
  /**
   * Plays the browser at the provider: opens the authorization address, signs `account` in and consents, and
   * answers the parameters the provider sends back to the redirect address (code, state, iss).
   */
  authorize(authorizationUrl: string, account: ProviderAccount): Promise<Record<string, string>>;
  tamperNextIdToken(tamper: IdTokenTamper): void;
  close(): Promise<void>;
};

const scopes = ['openid', 'email', 'profile', 'https://graph.microsoft.com/.default'];

export async function startLocalOpenIdProviders(): Promise<LocalOpenIdProviders> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk: JWK = { ...(await exportJWK(privateKey)), kid: 'local-1', alg: 'RS256', use: 'sig' };
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const accounts = new Map<string, ProviderAccount>();
  const mounts = new Map<string, Provider>();
  let tamper: IdTokenTamper | null = null;

  const server: Server = createServer((req, res) => void route(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function providerAt(
    prefix: string,
    client: { clientId: string; clientSecret: string; redirectUri: string },
    routes?: Configuration['routes'],
  ) {
    const configuration: Configuration = {
      clients: [
        {
          client_id: client.clientId,
          client_secret: client.clientSecret,
          redirect_uris: [client.redirectUri],
          grant_types: ['authorization_code', 'client_credentials'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [signingJwk] },
      scopes,
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
      // Entra ID and Facebook put the person's claims in the id token of the code flow.
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
      cookies: { keys: ['local-openid-provider-test-key'] },
      async findAccount(_ctx, sub) {
        const account = accounts.get(sub);
        if (!account) return undefined;
        return { accountId: sub, claims: async () => ({ ...account }) };
      },
      ...(routes ? { routes } : {}),
    };
    const provider = new Provider(`${origin}${prefix}`, configuration);
    mounts.set(prefix, provider);
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/';
    const prefix = [...mounts.keys()].find((p) => url === p || url.startsWith(`${p}/`));
    if (!prefix) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const provider = mounts.get(prefix)!;
    const inner = url.slice(prefix.length) || '/';
    if (inner.startsWith('/interaction/')) return finishInteraction(provider, req, res);
    if (tamper && req.method === 'POST' && /(\/token|\/oauth\/access_token)$/.test(inner.split('?')[0]))
      tamperResponse(res, tamper);
    (req as IncomingMessage & { originalUrl: string }).originalUrl = url;
    req.url = inner;
    provider.callback()(req, res);
  }

  /** The provider's sign-in and consent pages, answered at once for the flow's account. */
  async function finishInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse) {
    try {
      const details = await provider.interactionDetails(req, res);
      const accountId = String(details.params.login_hint ?? '');
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  }

  function tamperResponse(res: ServerResponse, change: IdTokenTamper) {
    tamper = null;
    const end = res.end.bind(res) as (body?: unknown) => ServerResponse;
    (res as { end: unknown }).end = (body?: unknown) => {
      void (async () => {
        const answer = JSON.parse(String(body)) as { id_token?: string };
        if (answer.id_token) {
          const claims = change.claims
            ? change.claims({ ...decodeJwt(answer.id_token) })
            : decodeJwt(answer.id_token);
          answer.id_token = await new SignJWT(claims)
            .setProtectedHeader({ ...decodeProtectedHeader(answer.id_token), alg: 'RS256', kid: 'local-1' })
            .sign(change.foreignKey ? foreign.privateKey : privateKey);
        }
        const text = JSON.stringify(answer);
        res.setHeader('content-length', Buffer.byteLength(text));
        end(text);
      })();
      return res;
    };
  }

  const cookieJar = new Map<string, string>();
  async function get(url: string): Promise<Response> {
    const cookie = [...cookieJar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair.indexOf('=');
      cookieJar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  }

  return {
    origin,
    entraAuthorityUrl: origin,
    facebookUrl: `${origin}/facebook`,
    addEntraDirectory(tenantId, client) {
      providerAt(`/${tenantId}/v2.0`, client);
    },
    setFacebookApp(client) {
      providerAt('/facebook', client, {
        authorization: '/v21.0/dialog/oauth',
        token: '/v21.0/oauth/access_token',
        jwks: '/.well-known/oauth/openid/jwks/',
      });
    },
    async authorize(authorizationUrl, account) {
      accounts.set(account.sub, account);
      cookieJar.clear();
      // The person is named to the provider's (automatic) sign-in page by login_hint.
      const start = new URL(authorizationUrl);
      start.searchParams.set('login_hint', account.sub);
      let next = start.href;
      for (let hop = 0; hop < 10; hop++) {
        const response = await get(next);
        const location = response.headers.get('location');
        if (!location) throw new Error(`The provider answered ${response.status}: ${await response.text()}`);
        const target = new URL(location, next);
        if (!target.href.startsWith(origin)) return Object.fromEntries(target.searchParams);
        next = target.href;
      }
      throw new Error('The provider kept redirecting');
    },
    tamperNextIdToken(change) {
      tamper = change;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
