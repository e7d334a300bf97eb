import { pickLocale } from '@academy/contracts/messages';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { reportSlowQueries } from './db/slow-queries.ts';
import { academyFormTargets, academyFramers } from './modules/lti/index.ts';
import { logoUrl } from './modules/media/index.ts';
import { registerModuleJobs, registerModules } from './modules/register-modules.ts';
import { resources } from './modules/resources.ts';
import { createActorCache } from './platform/auth/actor-cache.ts';
import { connectRevocationBus } from './platform/auth/revocation-bus.ts';
import { registerHealthRoutes } from './platform/health/index.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { documentEdgeErrors } from './platform/http/error-responses.ts';
import { HttpError } from './platform/http/http-error.ts';
import { registerInputGuard } from './platform/http/input-guard.ts';
import { componentTransformObject } from './platform/http/openapi-components.ts';
import { openapiTransform } from './platform/http/openapi-transform.ts';
import { requestContextPlugin } from './platform/http/request-context.ts';
import { strippingSerializerCompiler } from './platform/http/response-strip.ts';
import { validatingSerializerCompiler } from './platform/http/response-validation.ts';
import { registerRouteCatalog } from './platform/http/route-catalog.ts';
import { documentSecurityFor, registerSecurityHeaders } from './platform/http/security-headers.ts';
import { createTenantResolver } from './platform/http/tenant-cache.ts';
import { serveWebApp } from './platform/http/web-app.ts';
import { createInbox, registerInboxJob } from './platform/inbox/index.ts';
import { registerHousekeepingJobs } from './platform/jobs/housekeeping-jobs.ts';
import { createJobs } from './platform/jobs/jobs.ts';
import { registerDraining } from './platform/lifecycle/draining.ts';
import { type LogStream, loggerOptions } from './platform/logging/logger-options.ts';
import { registerRequestId, registerRequestLog, requestIdOf } from './platform/logging/request-log.ts';
import { createMailService } from './platform/mail/mail-service.ts';
import type { MailTransport } from './platform/mail/mail-transport.ts';
import type { AnyResource } from './platform/resource/define-resource.ts';
import { resourceRegistry } from './platform/resource/registry.ts';
import { type Clock, type Services, systemClock } from './platform/services.ts';
import { createFileStorage, type FileStorage } from './platform/storage/index.ts';
import { applicationVersion } from './version.ts';

export type BuildOptions = {
  database?: DatabaseHandle;
  clock?: Clock;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** The resources served; the application's list (modules/resources.ts) unless a test adds its own. */
  resources?: readonly AnyResource[];
  /** Where files go; the configured storage (local disk, or S3) unless a test passes its own. */
  storage?: FileStorage;
  /** How mail leaves; the configured one (SMTP, or .eml files) unless a test passes its own. */
  mailTransport?: MailTransport;
};

/** The whole server: plugins, then modules. Used by `main.ts` and by every test. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false || config.logLevel === 'silent'
        ? false
        : loggerOptions(config.logLevel, options.logStream),
    // One access line per request, written once the caller is known (platform/logging/request-log.ts).
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdOf,
    // A request that reached an open connection while the process stops is served, not refused with 503: the
    // close waits for it (platform/lifecycle/draining.ts ends such connections with their answers).
    return503OnClosing: false,
    bodyLimit: config.bodyLimitBytes,
    // Client addresses feed the rate limits: only believe X-Forwarded-For from proxies we were told about.
    trustProxy: config.trustProxy as boolean,
    // The client sends `_method=PATCH` on POST updates; the generic routes read it themselves.
    ajv: { customOptions: { coerceTypes: false } },
  });
  registerRequestId(app);
  registerDraining(app);
  reportSlowQueries(config.slowQueryMs, app.log);
  registerRouteCatalog(app);
  documentEdgeErrors(app);
  registerInputGuard(app);
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; validating every response costs more than the route itself, so it
  // is done where it catches mistakes (tests, VALIDATE_RESPONSES=true). Otherwise the answer is written
  // through the schema's allow-list: a key the schema does not declare (a secret a handler returned by
  // accident) is left out, at every depth.
  app.setSerializerCompiler(
    config.validateResponses ? validatingSerializerCompiler : strippingSerializerCompiler,
  );

  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  // Jobs are only registered here; main.ts starts the engine (tests leave it off and jobs run inline).
  const jobs = createJobs({ database, config, log: app.log });
  const mail = createMailService({
    config,
    db: database.db,
    jobs,
    log: app.log,
    transport: options.mailTransport,
  });
  const services: Services = {
    config,
    database,
    db: database.db,
    clock: options.clock ?? systemClock,
    actors: createActorCache(config.actorCacheSeconds * 1000),
    tenants: createTenantResolver(database.db, config.tenantCacheSeconds * 1000),
    jobs,
    inbox: createInbox(database.db),
    mail,
    storage: options.storage ?? createFileStorage(config),
    resources: resourceRegistry(options.resources ?? resources),
    lifecycle: { draining: false },
  };
  app.decorate('services', services);
  await registerHousekeepingJobs(services);
  await registerInboxJob(jobs, services.inbox, services.clock);
  await registerModuleJobs(services, app.log);
  if (!options.database) app.addHook('onClose', () => database.close());
  // onClose hooks run last-added first: the listener stops before the database closes.
  const revocations = await connectRevocationBus(database, services, app.log);
  app.addHook('onClose', () => revocations.close());

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
    ...documentSecurityFor(config.payments),
    framers: academyFramers(services),
    formTargets: academyFormTargets(services),
  });
  // Before every route: the plugin hooks each route as it is added.
  await registerCompression(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Academy API', version: applicationVersion },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openapiTransform,
    transformObject: componentTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(requestContextPlugin);
  registerRequestLog(app);
  registerErrorHandler(app);
  registerHealthRoutes(app);
  await registerModules(app);
  await serveWebApp(app, config.webDist, (tenant) => ({
    name: tenant.name,
    logo: logoUrl(app.services, tenant.logo),
  }));
  return app;
}
