import { loginWithScorm, scormLaunch } from '@academy/contracts/operations/scorm';
import type { FastifyInstance } from 'fastify';
import { itemEnvelope } from '../../platform/http/envelope.ts';
import { frameGrantCookie } from '../../platform/http/frame-grant.ts';
import { registerOperation } from '../../platform/http/register-operation.ts';
import { issueLaunch } from './scorm-launch.service.ts';
import { requestOrigin } from './scorm-packages.routes.ts';
import { handleScormSignIns, loginWithScorm as signInWithScorm } from './scorm-sign-in-event.ts';

/**
 * The public side of SCORM dispatch: the launch page's launch, and the academy page's sign-in with its token
 * (through the inbox, scorm-sign-in-event.ts).
 */
export async function scormLaunchRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  handleScormSignIns(services);

  registerOperation(app, scormLaunch, async (request, reply) => {
    const { launch, lmsOrigin } = await issueLaunch(services, {
      tenantId: request.tenant.id,
      packageUuid: request.params.package,
      learnerId: request.query.learner,
      ip: request.ip,
      academyOrigin: requestOrigin(request),
    });
    // Read by the launch page in the LMS, on the company's LMS origin only; a token is never cached.
    reply
      .header('Access-Control-Allow-Origin', lmsOrigin)
      .header('Vary', 'Origin')
      .header('Cache-Control', 'no-store');
    return itemEnvelope(request, launch);
  });

  registerOperation(app, loginWithScorm, async (request, reply) => {
    const item = await signInWithScorm(services, {
      ...request.body,
      tenantId: request.tenant.id,
      ip: request.ip,
    });
    // The company's LMS may frame the pages the learner moves on to, also on a reload inside its frame
    // (a partitioned cookie naming the company; its LMS origin is read again on every page).
    const grant = `scorm:${request.body.companyUuid.toLowerCase()}`;
    const ttl = services.config.tokenTtlMinutes * 60;
    reply.header('set-cookie', frameGrantCookie(services.config.appSecret, grant, services.clock.now(), ttl));
    return itemEnvelope(request, item);
  });
}
