import type { AbilityOf } from '@academy/contracts/common/resource-contract';
import type { scormPackageContract, scormRegistrationContract } from '@academy/contracts/entities/scorm';
import type { scormPackages, scormRegistrations } from '../../db/schema/learning.ts';
import { type Actor, isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { definePolicy, never } from '../../platform/policy/define-policy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';

type PackageRow = Pick<RowOf<typeof scormPackages>, 'company_id' | 'revoked_at'>;
type RegistrationRow = Pick<RowOf<typeof scormRegistrations>, 'company_id'>;

/** Administrators see every company's SCORM packages and registrations. */
export const canSeeAllScorm = (actor: Actor) => isAdmin(actor);

/** Administrators work with every company's packages; a manager with those of the company they act in. */
export const worksWithScorm = (actor: Actor) =>
  isAdmin(actor) || (actor.user !== null && managedCompanyIdsInScope(actor).length > 0);
/** Whether the actor may see, download or revoke this company's packages (spec §6: managers and admins). */
export const managesScormOf = (actor: Actor, companyId: number) =>
  isAdmin(actor) || (actor.user !== null && managedCompanyIdsInScope(actor).includes(companyId));

/**
 * SCORM packages of a company (issue 25): its managers and administrators make, download and revoke them. A
 * package is never edited nor deleted: a revoked one stays listed with its registrations.
 */
export const scormPackagePolicy = definePolicy<PackageRow, AbilityOf<typeof scormPackageContract>>({
  viewAny: worksWithScorm,
  create: worksWithScorm,
  view: (actor, row) => managesScormOf(actor, row.company_id),
  update: never,
  delete: never,
  download: (actor, row) => managesScormOf(actor, row.company_id) && row.revoked_at === null,
  revoke: (actor, row) => managesScormOf(actor, row.company_id) && row.revoked_at === null,
});

/** The people who came in through SCORM: listed to the company's managers and administrators, never changed. */
export const scormRegistrationPolicy = definePolicy<
  RegistrationRow,
  AbilityOf<typeof scormRegistrationContract>
>({
  viewAny: worksWithScorm,
  create: never,
  view: (actor, row) => managesScormOf(actor, row.company_id),
  update: never,
  delete: never,
});
