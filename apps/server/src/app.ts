import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { pickLocale } from '@academy/contracts/messages';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { registerLearningJobs } from './modules/learning/learning-jobs.ts';
import { registerModules } from './modules/register-modules.ts';
import { createActorCache } from './platform/auth/actor-cache.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { HttpError } from './platform/http/http-error.ts';
import { requestContextPlugin } from './platform/http/request-context.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { createTenantResolver } from './platform/http/tenant-cache.ts';
import { registerHousekeepingJobs } from './platform/jobs/housekeeping-jobs.ts';
import { createJobs } from './platform/jobs/jobs.ts';
import { createMailService } from './platform/mail/mail-service.ts';
import { type Clock, type Services, systemClock } from './platform/services.ts';
import { applicationVersion } from './version.ts';

export type BuildOptions = { database?: DatabaseHandle; clock?: Clock; logger?: boolean };

/** The whole server: plugins, then modules. Used by `main.ts` and by every test. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false || config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // Client addresses feed the rate limits: only believe X-Forwarded-For from proxies we were told about.
    trustProxy: config.trustProxy as boolean,
    // The client sends `_method=PATCH` on POST updates; the generic routes read it themselves.
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; validating every response costs more than the route itself, so it
  // is done where it catches mistakes (tests, VALIDATE_RESPONSES=true) and plain JSON is written otherwise.
  app.setSerializerCompiler(
    config.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data),
  );

  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  // Jobs are only registered here; main.ts starts the engine (tests leave it off and jobs run inline).
  const jobs = createJobs({ database, config, log: app.log });
  const mail = createMailService({ config, db: database.db, jobs });
  const services: Services = {
    config,
    database,
    db: database.db,
    clock: options.clock ?? systemClock,
    actors: createActorCache(config.actorCacheSeconds * 1000),
    tenants: createTenantResolver(database.db, config.tenantCacheSeconds * 1000),
    jobs,
    mail,
  };
  app.decorate('services', services);
  await registerHousekeepingJobs(services);
  await registerLearningJobs(services);
  if (!options.database) app.addHook('onClose', () => database.close());

  // Maintenance answers every API call before any work is done (spec §8: the client shows its 503 screen).
  if (config.maintenance)
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
        // This hook runs before the request context picks the language: pick it here for the message.
        request.locale = pickLocale(request.headers['accept-language']);
        throw new HttpError(503, 'http.maintenance', undefined, [], {
          'Retry-After': String(config.maintenanceRetryAfter),
        });
      }
    });

  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          "'unsafe-inline'",
          'https://www.googletagmanager.com',
          'https://cdn.paddle.com',
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", 'https:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ['*'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Academy API', version: applicationVersion },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(requestContextPlugin);
  registerErrorHandler(app);
  await registerModules(app);
  await serveWebApp(app, config);
  return app;
}

/**
 * The built browser application: files of the build are served as they are on disk now (a rebuild needs no
 * restart), hashed assets cached for a year, and every other non-API path answered by index.html (SPA routing).
 */
async function serveWebApp(app: FastifyInstance, config: Config): Promise<void> {
  if (!existsSync(config.webDist)) return;
  const root = resolve(config.webDist);
  await app.register(fastifyStatic, { root, serve: false });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/')) return reply.callNotFound();
    const file = resolve(root, `.${safeDecode(path)}`);
    if (file.startsWith(`${root}/`) && existsSync(file) && statSync(file).isFile()) {
      const immutable = path.startsWith('/assets/');
      return reply.sendFile(relative(root, file), { maxAge: immutable ? '365d' : '1h', immutable });
    }
    if (path.startsWith('/assets/')) return reply.callNotFound();
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
