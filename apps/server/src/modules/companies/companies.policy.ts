import type { AbilityOf } from '@academy/contracts/common/resource-contract';
import type { companyContract } from '@academy/contracts/entities/company';
import { type Actor, belongsTo, isAdmin, managesCompany } from '../../platform/auth/actor.ts';
import { adminOnly, definePolicy, signedIn } from '../../platform/policy/define-policy.ts';
import { companyReach } from './company-reach.policy.ts';

/** Administrators see every company of the tenant; anyone else the companies they belong to. */
export const canSeeAllCompanies = (actor: Actor) => isAdmin(actor);

/** Administrators may name any company a write is for; anyone else only the companies the write allows them. */
export const mayNameAnyCompany = (actor: Actor) => isAdmin(actor);

/**
 * A company's permissions, activation and address (the slug of /login/:company) are the platform's decision:
 * administrators set them, the company's own managers do not.
 */
export const setsCompanyPlatformSettings = (actor: Actor) => isAdmin(actor);

/** Administrators grant the company permissions, so they are not bound by them; everyone else is. */
export const boundByCompanyPermissions = (actor: Actor) => !isAdmin(actor);

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
