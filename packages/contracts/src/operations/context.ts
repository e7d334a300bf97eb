import { itemEnvelope } from '../common/envelope.ts';
import { defineOperation } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { contextSchema, diagnosticAuthSchema, pollSchema } from '../entities/context.ts';
import { contextRoutes } from './context.routes.ts';

/** spec §7 "Other": who the caller is and what changes while the app is open. */
const tags = ['context'];

export const readContext = defineOperation({
  ...routed(contextRoutes, 'context.read'),
  summary: 'Application, tenant, user and scope of the caller; works signed out (user null)',
  tags,
  response: itemEnvelope(contextSchema),
  errors: [],
  guard: 'public',
});

export const poll = defineOperation({
  ...routed(contextRoutes, 'context.poll'),
  summary: 'Context values that change while the app is open',
  tags,
  response: itemEnvelope(pollSchema),
  errors: [401],
  guard: 'signedIn',
});

export const diagnoseAuth = defineOperation({
  ...routed(contextRoutes, 'context.diagnosticAuth'),
  summary: 'How the server sees the caller’s token and scope (used by the web after a 403)',
  tags,
  response: itemEnvelope(diagnosticAuthSchema),
  errors: [],
  guard: 'public',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const contextOperations = [readContext, poll, diagnoseAuth] as const;
