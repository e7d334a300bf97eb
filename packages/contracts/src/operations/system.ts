import { defineOperation } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { healthSchema, readinessSchema } from '../entities/health.ts';
import { systemRoutes } from './system.routes.ts';

/** The process's own state, for whoever runs it (issue 26): small JSON, unauthenticated, nothing sensitive. */
const tags = ['system'];

export const health = defineOperation({
  ...routed(systemRoutes, 'system.health'),
  summary: 'Liveness: the process is up (restart it when this stops answering)',
  tags,
  response: healthSchema,
  errors: [],
  guard: 'public',
});

export const readiness = defineOperation({
  ...routed(systemRoutes, 'system.ready'),
  summary:
    'Readiness: database reachable, migrations current, storage writable, job worker running where jobs are on (503 with the checks when not)',
  tags,
  response: readinessSchema,
  otherAnswers: { 503: readinessSchema },
  errors: [],
  guard: 'public',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const systemOperations = [health, readiness] as const;
