import { itemEnvelope } from '../common/envelope.ts';
import { defineOperation } from '../common/operation-contract.ts';
import { contextSchema, diagnosticAuthSchema, pollSchema } from '../entities/context.ts';

/** spec §7 "Other": who the caller is and what changes while the app is open. */
const tags = ['context'];

export const readContext = defineOperation({
  name: 'context.read',
  method: 'GET',
  path: '/api/v1/context',
  summary: 'Application, tenant, user and scope of the caller; works signed out (user null)',
  tags,
  response: itemEnvelope(contextSchema),
  errors: [],
  guard: 'public',
});

export const poll = defineOperation({
  name: 'context.poll',
  method: 'GET',
  path: '/api/v1/poll',
  summary: 'Context values that change while the app is open',
  tags,
  response: itemEnvelope(pollSchema),
  errors: [401],
  guard: 'signedIn',
});

export const diagnoseAuth = defineOperation({
  name: 'context.diagnosticAuth',
  method: 'GET',
  path: '/api/v1/diagnostic/auth',
  summary: 'How the server sees the caller’s token and scope (used by the web after a 403)',
  tags,
  response: itemEnvelope(diagnosticAuthSchema),
  errors: [],
  guard: 'public',
});
