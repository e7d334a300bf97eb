import type { AbilityOf } from '@academy/contracts/common/resource-contract';
import type { ltiRegistrationContract } from '@academy/contracts/entities/lti-registration';
import type { ltiRegistrations } from '../../db/schema/lti.ts';
import { type Actor, isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/policy/define-policy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';

type RegistrationRow = Pick<RowOf<typeof ltiRegistrations>, 'company_id'>;

/** Administrators see every company's LTI platforms. */
export const canSeeAllLtiRegistrations = (actor: Actor) => isAdmin(actor);

/** Administrators, and a signed-in manager of the company they act in (never an API key). */
export const worksWithLtiRegistrations = (actor: Actor) =>
  isAdmin(actor) || (actor.user !== null && managedCompanyIdsInScope(actor).length > 0);
export const managesLtiRegistrationsOf = (actor: Actor, companyId: number) =>
  isAdmin(actor) || (actor.user !== null && managedCompanyIdsInScope(actor).includes(companyId));

/**
 * A company's LTI platforms (issue 25): its managers and administrators list, add, change and delete them;
 * another company's manager neither sees nor uses them.
 */
export const ltiRegistrationPolicy = definePolicy<RegistrationRow, AbilityOf<typeof ltiRegistrationContract>>(
  {
    viewAny: worksWithLtiRegistrations,
    create: worksWithLtiRegistrations,
    view: (actor, row) => managesLtiRegistrationsOf(actor, row.company_id),
    update: (actor, row) => managesLtiRegistrationsOf(actor, row.company_id),
    delete: (actor, row) => managesLtiRegistrationsOf(actor, row.company_id),
  },
);
