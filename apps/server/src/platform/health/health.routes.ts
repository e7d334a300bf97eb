import { health, readiness } from '@academy/contracts/operations/system';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../http/register-operation.ts';
import { checkReadiness } from './readiness.ts';

/**
 * `GET /health` and `GET /ready` (issue 26): small JSON on any host, outside `/api/` (no tenant, no sign-in,
 * no maintenance answer), never cached, never the web application's page.
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  registerOperation(app, health, (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'up' as const };
  });
  registerOperation(app, readiness, async (_request, reply) => {
    const answer = await checkReadiness(app.services);
    reply.header('Cache-Control', 'no-store');
    if (answer.status !== 'ready') reply.status(503);
    return answer;
  });
}
