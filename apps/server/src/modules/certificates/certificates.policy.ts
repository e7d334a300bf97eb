import { inArray, or } from 'drizzle-orm';
import { certificates } from '../../db/schema/learning.ts';
import { departmentUsers } from '../../db/schema/tenancy.ts';
import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import { adminOnly, definePolicy, signedIn } from '../../platform/policy/define-policy.ts';
import { ownOrManaged, ownOrManagedInView } from '../../platform/policy/own-or-managed.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';
import { headedDepartmentIdsInScope } from '../users/index.ts';
import { holderInDepartments } from './certificate-holders.ts';

/** What the rules read of a certificate. */
export type CertificateRow = Pick<RowOf<typeof certificates>, 'user_id' | 'company_id'> & {
  /** Its course: a launch session reads its own certificates of the session's course only. */
  course_id?: number;
  /** Computed by the resource: the holder's departments in the certificate's company. */
  holder_department_ids?: number[];
};

/**
 * A learner reads their own certificates; a manager those earned in the companies they manage; a department
 * head those their departments' people earned in the department's company; admins all. Certificates are issued by the platform (or by hand by an admin), so only admins write them.
 */
export const certificatePolicy = definePolicy<CertificateRow>({
  viewAny: signedIn,
  create: adminOnly,
  view: (actor, certificate) =>
    isAdmin(actor) ||
    ownOrManaged(actor, certificate) ||
    (certificate.holder_department_ids ?? []).some((id) => headedDepartmentIdsInScope(actor).includes(id)),
  update: (actor) => isAdmin(actor),
  delete: (actor) => isAdmin(actor),
});

/** The certificates an actor reaches (the resource's visibility): as `view` above, in SQL. */
export function certificatesInView(actor: Actor) {
  if (isAdmin(actor)) return undefined;
  const headed = headedDepartmentIdsInScope(actor);
  return or(
    ownOrManagedInView(actor, certificates, certificates.course_id),
    headed.length ? holderInDepartments(inArray(departmentUsers.department_id, headed)) : undefined,
  );
}
