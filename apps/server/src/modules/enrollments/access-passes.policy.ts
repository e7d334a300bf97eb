import { isAdmin, isManagerAny } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/policy/define-policy.ts';
import type { Row } from '../../platform/resource/define-resource.ts';
import { managesCompanyOf } from './enrollments.policy.ts';

/** Access passes are the organisation's business: admins, and managers for the companies they manage. */
export const accessPassPolicy = definePolicy<Row>({
  viewAny: (actor) => isAdmin(actor) || isManagerAny(actor),
  create: (actor) => isAdmin(actor) || isManagerAny(actor),
  view: (actor, pass) => managesCompanyOf(actor, pass.company_id),
  update: (actor, pass) => managesCompanyOf(actor, pass.company_id),
  delete: (actor, pass) => managesCompanyOf(actor, pass.company_id),
});
