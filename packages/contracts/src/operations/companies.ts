import { z } from 'zod';
import { itemEnvelope } from '../common/envelope.ts';
import { abilityGuard, defineOperation } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { companyContract } from '../entities/company.ts';
import { companyProfileSchema } from '../entities/people-overview.ts';
import { companyRoutes } from './companies.routes.ts';

/** spec §7 `GET companies/{id}/profile`: a company at a glance, for those who manage it. */
export const companyProfile = defineOperation({
  ...routed(companyRoutes, 'companies.profile'),
  summary: 'The company at a glance: people, departments, courses, enrollments and certificates',
  tags: ['companies'],
  params: z.object({ id: z.string().max(64).describe('The id or the uuid of the company') }),
  response: itemEnvelope(companyProfileSchema),
  errors: [401, 403, 404],
  guard: abilityGuard(companyContract, 'manageUsers'),
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const companyOperations = [companyProfile] as const;
