import { tenantDefaultLanguage } from '@academy/contracts/entities/tenant';
import { type Locale, pickLocale } from '@academy/contracts/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Actor, guestActor, isAuthenticated } from '../auth/actor.ts';
import { looksLikeApiKey } from '../auth/api-key-secret.ts';
import { recordApiKeyUse } from '../auth/api-key-use.ts';
import { loadActorByApiKey, loadActorByToken } from '../auth/load-actor.ts';
import { applyScopeWithoutDatabase, resolveScope } from '../auth/resolve-scope.ts';
import { hashToken } from '../auth/token-hash.ts';
import type { Services } from '../services.ts';
import { HttpError, unauthenticated } from './http-error.ts';
import type { Tenant } from './tenant-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    tenant: Tenant;
    actor: Actor;
    locale: Locale;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * For every /api request: the tenant, the actor (from the bearer token), the scope the actor acts in
 * and the language of the answer (user preference, else Accept-Language, else en).
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('locale', 'en');

  // Most requests (cached tenant and user, a member in their own company) need no database at all: they are
  // handled synchronously, which spares the promise machinery of an async hook on the hottest calls.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      if (contextWithoutWaiting(app, request)) return done();
    } catch (error) {
      return done(error as Error);
    }
    loadContext(app, request).then(() => done(), done);
  });
});

/**
 * Route guard of the generic resource routes: a signed-in user or an API key (whose permissions the policies
 * then hold it to, define-policy.ts). Every other route takes `requireUser`, so a key reaches nothing else.
 */
export function requireCaller(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  done(request.actor && isAuthenticated(request.actor) ? undefined : unauthenticated());
}

/** Route guard: the request must come from a signed-in user. Synchronous: it runs before most API calls. */
export function requireUser(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  done(request.actor?.user ? undefined : unauthenticated());
}

const scopeHeaders = (request: FastifyRequest) =>
  [headerValue(request.headers['context-scope']), headerValue(request.headers['context-user'])] as const;

/**
 * The request's language before the user's own preference is known: the one Accept-Language asks for, else
 * the tenant's default language (its settings), else English.
 */
function requestLocale(request: FastifyRequest, tenant: Tenant): Locale {
  return pickLocale(headerValue(request.headers['accept-language']), tenantDefaultLanguage(tenant.config));
}

/** Fills the request context from caches alone; false when something must be loaded first. */
function contextWithoutWaiting(app: FastifyInstance, request: FastifyRequest): boolean {
  request.locale = pickLocale(headerValue(request.headers['accept-language']));
  if (!request.url.startsWith('/api/')) return true;
  const tenant = app.services.tenants.cached(request.headers.host);
  if (!tenant) return false;
  request.tenant = tenant;
  request.locale = requestLocale(request, tenant);
  request.actor = guestActor(tenant.id);
  const token = bearerToken(request);
  if (!token) return true;
  // An API key is looked up on every request (never cached), so a revoked key stops at once on every process.
  if (looksLikeApiKey(token)) return false;
  const actor = app.services.actors.get(hashToken(token));
  if (!actor || !applyScopeWithoutDatabase(actor, ...scopeHeaders(request))) return false;
  request.actor = actor;
  if (actor.user?.language_code) request.locale = actor.user.language_code;
  return true;
}

/**
 * Why a request has no tenant: before any tenant exists the academy is not set up yet (503, as maintenance); with
 * tenants, the host is one no tenant lists (decisions.md "Host routing"), which is an address that serves nothing.
 */
async function noTenantError(app: FastifyInstance): Promise<HttpError> {
  return (await app.services.tenants.hasTenants())
    ? new HttpError(404, 'http.unknown_host')
    : new HttpError(503, 'http.maintenance');
}

async function loadContext(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const tenant = await app.services.tenants.resolve(request.headers.host);
  if (!tenant) throw await noTenantError(app);
  request.tenant = tenant;
  request.locale = requestLocale(request, tenant);
  request.actor = guestActor(tenant.id);
  const token = bearerToken(request);
  if (!token) return;
  // A session token is random base64url and may start like a key by chance: it is then looked up as one too.
  if (looksLikeApiKey(token) && (await loadApiKeyContext(app, request, token))) return;
  const tokenHash = hashToken(token);
  let actor = app.services.actors.get(tokenHash);
  if (!actor) {
    actor = await loadActorByToken(app.services.db, tenant.id, tokenHash);
    // A stale token on a public call is ignored; routes that need a user answer 401 themselves.
    if (!actor) return;
    app.services.actors.set(tokenHash, actor);
  }
  request.actor = actor;
  if (actor.user?.language_code) request.locale = actor.user.language_code;
  await resolveScope(app.services.db, actor, ...scopeHeaders(request));
}

/**
 * An API key's request: the key's actor (its company as scope; Context-Scope and Context-User are not read,
 * a key acts for its own company only) and the audit of its use. False for a bad, revoked or expired key: the
 * token is then tried as a session token, finds nothing either, and routes answer 401 as for a stale token.
 */
async function loadApiKeyContext(app: FastifyInstance, request: FastifyRequest, token: string) {
  const { db, clock } = app.services;
  const actor = await loadActorByApiKey(db, request.tenant.id, token);
  if (!actor) return false;
  request.actor = actor;
  await recordApiKeyUse(db, actor, request, clock.now());
  return true;
}
