import { z } from 'zod';
import { itemEnvelope } from '../common/envelope.ts';
import { abilityGuard, defineOperation } from '../common/operation-contract.ts';
import { companyContract } from '../entities/company.ts';
import { companyProfileSchema } from '../entities/people-overview.ts';

/** spec §7 `GET companies/{id}/profile`: a company at a glance, for those who manage it. */
export const companyProfile = defineOperation({
  name: 'companies.profile',
  method: 'GET',
  path: '/api/v1/companies/:id/profile',
  summary: 'The company at a glance: people, departments, courses, enrollments and certificates',
  tags: ['companies'],
  params: z.object({ id: z.string().max(64).describe('The id or the uuid of the company') }),
  response: itemEnvelope(companyProfileSchema),
  errors: [401, 403, 404],
  guard: abilityGuard(companyContract, 'manageUsers'),
});
