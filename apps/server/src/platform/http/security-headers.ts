import { createHash } from 'node:crypto';
import { HOME_SNAPSHOT_SCRIPT } from '@academy/contracts/home-snapshot-script';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';

/**
 * The CSP source that lets exactly /home's inline script (home-snapshot-script.ts) run, and no other inline script
 * or event handler.
 */
export const homeSnapshotScriptSource = `'sha256-${createHash('sha256').update(HOME_SNAPSHOT_SCRIPT).digest('base64')}'`;

/**
 * The policy of the application's documents (DESIGN §9, issue 9 point 9):
 * - scripts only from our origin and the two services the web loads by URL (tag manager, Paddle), and one inline
 *   script by its hash: the one /home's document carries (home-snapshot-script.ts). The build's index.html has
 *   none (Vite's entry is an external module, Mantine sets the colour scheme from that module);
 * - styles keep 'unsafe-inline': Mantine writes its CSS variables into a style element and React renders
 *   style attributes; a nonce cannot cover attributes, and CSS cannot run script;
 * - frames: our own pages, `blob:` (the certificate PDF is fetched with the bearer token and shown from an
 *   object URL; issue 10 defect 1) and https (Paddle's checkout, video players). `object-src` stays helmet's
 *   'none': the browser's PDF viewer in a blob frame needs no plugin source (the browser test proves it);
 * - framed only by our own pages (`frame-ancestors 'self'`), except the pages a registered LMS opens (`framers`).
 */
export const documentSecurity: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", homeSnapshotScriptSource, 'https://www.googletagmanager.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      connectSrc: ["'self'", 'https:'],
      workerSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'", 'blob:', 'https:'],
      frameAncestors: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'sameorigin' },
};

/** Where Paddle.js loads from (production and sandbox); its checkout frames are https pages, already allowed. */
export const paddleScriptOrigins = ['https://cdn.paddle.com', 'https://sandbox-cdn.paddle.com'];

/**
 * The documents' policy for this server's payment provider: Paddle's script origins are allowed only when Paddle
 * is configured (the shop's checkout opens Paddle.js); with the local sandbox no third-party checkout script may
 * run at all.
 */
export function documentSecurityFor(payments: { provider: string }): FastifyHelmetOptions {
  if (payments.provider !== 'paddle') return documentSecurity;
  const policy = documentSecurity.contentSecurityPolicy as { directives: Record<string, string[]> };
  const { scriptSrc, ...directives } = policy.directives;
  return {
    ...documentSecurity,
    contentSecurityPolicy: {
      directives: { ...directives, scriptSrc: [...scriptSrc, ...paddleScriptOrigins] },
    },
  };
}

/** Headers of every response that are not helmet's business. */
const notSecurityHeaders = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

const keptForApi = [
  'strict-transport-security',
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
];

const pick = (headers: Record<string, string>, names: string[]) =>
  Object.fromEntries(names.filter((name) => name in headers).map((name) => [name, headers[name]]));

/** The policy with one directive's sources replaced by ours and the given origins (added when it has none). */
export function withDirectiveOrigins(policy: string, name: string, origins: string[]): string {
  const sources = `${name} ${["'self'", ...origins].join(' ')}`;
  const parts = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const found = parts.some((directive) => directive.split(/\s+/)[0] === name);
  return (
    found
      ? parts.map((directive) => (directive.split(/\s+/)[0] === name ? sources : directive))
      : [...parts, sources]
  ).join(';');
}

/** The policy with its frame-ancestors replaced: our own pages and the given origins. */
export function withFrameAncestors(policy: string, origins: string[]): string {
  return withDirectiveOrigins(policy, 'frame-ancestors', origins);
}

/** An origin safe to write into a header: `https://host[:port]` (http only as the contract allows it). */
const headerSafeOrigin = /^https?:\/\/[a-z0-9.\-[\]:]+$/i;

/**
 * The origins besides our own that may frame the page a document request asks for (an LMS's frame: the SCORM
 * pages, the LTI launch pages, the pages a launched learner moves on to), or null, answered at once, when
 * nobody else may (the cheap common case: no lookup at all). Never asked for the API.
 */
export type Framers = (request: FastifyRequest) => Promise<string[]> | null;

/**
 * The origins besides our own a page's forms may post to (`form-action`), asked as `Framers` are: the LTI Deep
 * Linking page posts its signed answer to the platform's return address. Null, at once, for every other page.
 */
export type FormTargets = Framers;

export type SecurityHeaderOptions = FastifyHelmetOptions & { framers?: Framers; formTargets?: FormTargets };

/**
 * Helmet's headers are the same for every response, but computing them per request halves the
 * throughput of a light route. We ask helmet once, at start, what it would send, and send that.
 * Helmet's configuration stays the single source of truth.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions = documentSecurity,
): Promise<void> {
  const { framers, formTargets, ...helmetOptions } = options;
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions);
  probe.get('/', async () => '');
  const response = await probe.inject({ url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!notSecurityHeaders.has(name) && typeof value === 'string') headers[name] = value;
  }
  // JSON answers are data, never documents (OWASP REST Security): they keep helmet's transport, sniffing,
  // resource and referrer headers, get the strictest and shortest policy, may not be framed, and are never
  // stored by a cache (they hold people's data). The document-only headers are left out: every header is
  // checked on every response, and on the hottest calls that costs real throughput.
  const apiHeaders: Record<string, string> = {
    ...pick(headers, keptForApi),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
  };
  const documentPolicy = headers['content-security-policy'] ?? '';
  app.addHook('onRequest', (request, reply, done) => {
    const isApi = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    reply.headers(isApi ? apiHeaders : headers);
    const framing = isApi || !framers ? null : framers(request);
    const posting = isApi || !formTargets ? null : formTargets(request);
    if (!framing && !posting) return done();
    // Never a wildcard, a scheme alone or anything but an origin: what cannot be one is dropped. Nobody named,
    // or a failed lookup, keeps our own policy.
    const origins = (lookup: Promise<string[]> | null) =>
      (lookup ?? Promise.resolve([]))
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'Framing or form origins could not be read');
          return [];
        })
        .then((found) => [...new Set(found)].filter((origin) => headerSafeOrigin.test(origin)));
    Promise.all([origins(framing), origins(posting)]).then(([ancestors, targets]) => {
      let policy = documentPolicy;
      // A page an LMS may frame: frame-ancestors names that origin, and X-Frame-Options (which can only say
      // "same origin") goes.
      if (ancestors.length > 0) {
        policy = withFrameAncestors(policy, ancestors);
        reply.removeHeader('x-frame-options');
      }
      if (targets.length > 0) policy = withDirectiveOrigins(policy, 'form-action', targets);
      if (policy !== documentPolicy) reply.header('content-security-policy', policy);
      done();
    });
  });
}
