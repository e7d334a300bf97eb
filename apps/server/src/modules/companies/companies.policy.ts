import type { AbilityOf } from '@academy/contracts/common/resource-contract';
import type { companyContract } from '@academy/contracts/entities/company';
import { belongsTo, isAdmin, managesCompany } from '../../platform/auth/actor.ts';
import { adminOnly, definePolicy, signedIn } from '../../platform/policy/define-policy.ts';
import { companyReach } from './company-reach.ts';

/** Members see their companies; managers change theirs; only administrators create or delete companies. */
export const companyPolicy = definePolicy<{ id: number }, AbilityOf<typeof companyContract>>({
  viewAny: signedIn,
  create: adminOnly,
  view: (actor, company) => isAdmin(actor) || belongsTo(actor, company.id),
  update: (actor, company) => managesCompany(actor, company.id),
  delete: (actor) => isAdmin(actor),
  manageUsers: (actor, company) => managesCompany(actor, company.id),
  attachUsers: (actor) => isAdmin(actor),
  /** Send deadline reminders to (and read the reminder log of) the people it reaches: see companyReach. */
  remind: (actor, company) => companyReach(actor, company.id) !== null,
  // Acting in a company they do not belong to is impersonation, an administrator's tool (spec §1, §6).
  impersonate: (actor, company) => isAdmin(actor) && !belongsTo(actor, company.id),
});
