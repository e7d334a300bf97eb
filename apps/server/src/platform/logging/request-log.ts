import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyOf } from '../auth/actor.ts';

/**
 * Request ids and the access log (issue 26 "Operating it"). A request carries the id its caller (a proxy, a
 * load balancer, another service) sent as `X-Request-Id` when that is a plausible id, else a new UUID; the answer
 * echoes it, and every log line written for the request carries it as `requestId`.
 */
const acceptableRequestId = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const sent = request.headers['x-request-id'];
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && acceptableRequestId.test(value) ? value : randomUUID();
}

/** Who asked, and for which tenant and company: known once the request context is loaded, else left out. */
function whoAsked(request: FastifyRequest) {
  const actor = request.actor;
  const apiKey = actor ? apiKeyOf(actor) : null;
  return {
    ...(request.tenant ? { tenantId: request.tenant.id } : {}),
    ...(actor?.user ? { userId: actor.user.id } : {}),
    ...(apiKey ? { apiKeyId: apiKey.id } : {}),
    ...(actor?.scope ? { companyId: actor.scope.id } : apiKey ? { companyId: apiKey.companyId } : {}),
    ...(actor?.impersonating && actor.userScope ? { actingAsUserId: actor.userScope.id } : {}),
  };
}

/**
 * The `X-Request-Id` answer header, set first so that every answer has it, refusals included; and, at debug level,
 * a line when a request is taken in (its headers read), before anything else is done with it.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    request.log.debug({ req: request }, 'request received');
    reply.header('X-Request-Id', request.id);
    done();
  });
}

/**
 * After the request context (tenant, actor, scope) is loaded: the request's logger is bound to who asked, so
 * whatever a handler or the error handler logs says it; and once answered, one access line per request (info)
 * with method, address (credentials masked by the `req` serializer), status, time, request id, user, tenant and
 * company. Fastify's own two lines per request are off (app.ts): they come before the caller is known.
 */
export function registerRequestLog(app: FastifyInstance): void {
  /** Requests whose logger already says who asked (their access line need not say it twice). */
  const bound = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', (request, reply, done) => {
    const who = whoAsked(request);
    if (Object.keys(who).length > 0) {
      const logger = request.log.child(who);
      request.log = logger;
      reply.log = logger;
      bound.add(request);
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        ...(bound.has(request) ? {} : whoAsked(request)),
        req: request,
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });
}
