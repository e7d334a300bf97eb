import type { AbilityOf } from '@academy/contracts/common/resource-contract';
import type { enrollmentContract } from '@academy/contracts/entities/enrollment';
import type { enrollments } from '../../db/schema/learning.ts';
import { type Actor, isAdmin, isManagerAny, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { appliesToActorRow } from '../../platform/auth/actor-grants.ts';
import { definePolicy, signedIn } from '../../platform/policy/define-policy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';
import { enrollmentsInView } from '../content-visibility/index.ts';

/** What the rules read of an enrollment. */
export type EnrollmentRow = Pick<
  RowOf<typeof enrollments>,
  'company_id' | 'course_id' | 'enrollable_type' | 'enrollable_id' | 'revoked_at'
>;

/** Admins manage every company's rows; a manager those of the companies they manage, in the current scope. */
export const managesCompanyOf = (actor: Actor, companyId: number | null) =>
  isAdmin(actor) || (companyId !== null && managedCompanyIdsInScope(actor).includes(companyId));

/**
 * Managers and admins manage a company's enrollments; a learner reads the ones that apply to them
 * (personal, their departments', their company's) and changes nothing.
 */
export const enrollmentPolicy = definePolicy<EnrollmentRow, AbilityOf<typeof enrollmentContract>>({
  viewAny: signedIn,
  create: (actor) => isAdmin(actor) || isManagerAny(actor),
  view: (actor, enrollment) =>
    managesCompanyOf(actor, enrollment.company_id) ||
    appliesToActorRow(
      actor,
      enrollment.enrollable_type,
      enrollment.enrollable_id,
      enrollment.company_id,
      enrollment.course_id,
    ),
  update: (actor, enrollment) => managesCompanyOf(actor, enrollment.company_id),
  delete: (actor, enrollment) => managesCompanyOf(actor, enrollment.company_id),
  revoke: (actor, enrollment) => managesCompanyOf(actor, enrollment.company_id) && !enrollment.revoked_at,
});

/**
 * The enrollments an actor reaches (the resource's visibility): admins all; anyone else those content-visibility
 * says are in their view (their own, their departments' and companies', and the companies they manage).
 */
export const enrollmentsReachedBy = (actor: Actor) =>
  isAdmin(actor) ? undefined : (enrollmentsInView(actor) ?? false);
