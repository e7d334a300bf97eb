import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { FIRST_PAINT_DIR } from '@academy/contracts/first-paint';
import { HOME_PATH } from '@academy/contracts/home-snapshot-script';
import { translate } from '@academy/contracts/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHomePage, createSignInPage, type SignInBrand } from './first-paint-page.ts';
import type { Tenant } from './tenant-cache.ts';

/**
 * The built browser application. Files are served as they are on disk now (a rebuild needs no restart);
 * every other non-API path is answered by index.html (SPA routing).
 *
 * - Compression: the build writes `.br` and `.gz` beside each text file; the one the browser accepts is
 *   sent (brotli first), with `Vary: Accept-Encoding`, so no CPU is spent compressing the same file again.
 * - Caching: `/assets/` names carry a content hash, so they are cached for a year as immutable; index.html
 *   names those hashes and must be revalidated on every visit (`no-cache`, answered 304 while unchanged);
 *   other files at the root (favicon) for an hour.
 * - Tenants: a page is only served on a host that has a tenant (decisions.md "Host routing"); elsewhere it is a
 *   plain 404. The built files themselves are the same for every tenant and are served on any host.
 * - /login comes with its sign-in card already painted in (first-paint-page.ts), in the tenant's name and logo
 *   (`signInBrand`); the templates it is made from are not served themselves. /home comes with the script that
 *   shows the dashboard this tab last showed while the app starts.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDist: string,
  signInBrand: (tenant: Tenant) => SignInBrand,
): Promise<void> {
  if (!existsSync(webDist)) return;
  const root = resolve(webDist);
  const signInPage = createSignInPage(root);
  const homePage = createHomePage(root);
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const tenant = await app.services.tenants.resolve(request.headers.host);
    if (!tenant && (await app.services.tenants.hasTenants())) return sendUnknownHost(request, reply);
    const page = !tenant
      ? null
      : path === '/login'
        ? signInPage({
            cookieHeader: request.headers.cookie,
            acceptLanguage: request.headers['accept-language'],
            brand: signInBrand(tenant),
          })
        : path === HOME_PATH
          ? homePage()
          : null;
    if (!page) return sendIndex(reply);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
  };
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/') || path.startsWith(`/${FIRST_PAINT_DIR}/`)) return reply.callNotFound();
    const file = resolve(root, `.${safeDecode(path)}`);
    if (file.startsWith(`${root}/`) && existsSync(file) && statSync(file).isFile()) {
      const name = relative(root, file);
      if (name === 'index.html') return sendPage(request, reply, path);
      const immutable = path.startsWith('/assets/');
      return reply.sendFile(name, { maxAge: immutable ? '365d' : '1h', immutable });
    }
    if (path.startsWith('/assets/')) return reply.callNotFound();
    return sendPage(request, reply, path);
  });
}

/** Where tenants exist and none is served on the request's host: a plain not-found. */
function sendUnknownHost(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(`${translate('http.unknown_host', request.locale)}\n`);
}

function sendIndex(reply: FastifyReply) {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
