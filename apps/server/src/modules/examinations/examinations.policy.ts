import type { AbilityOf } from '@academy/contracts/common/resource-contract';
import type { examinationContract } from '@academy/contracts/entities/examination';
import { sql } from 'drizzle-orm';
import { courseVariants } from '../../db/schema/content.ts';
import { examinations } from '../../db/schema/learning.ts';
import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy, never, signedIn } from '../../platform/policy/define-policy.ts';
import { ownOrManaged, ownOrManagedInView } from '../../platform/policy/own-or-managed.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';

/** What the rules read of an examination. */
type ExaminationRow = Pick<RowOf<typeof examinations>, 'user_id' | 'company_id' | 'ended_at'>;

const owns = (actorId: number | undefined, examination: ExaminationRow) => examination.user_id === actorId;

/**
 * A learner reads their own examinations; managers those taken in the companies they manage; admins all.
 * Nobody edits or deletes an examination through the generic API: it is a record of what was answered. Its
 * owner answers and submits it through the quiz routes while it is not submitted (the time limit is checked
 * there, by the app's clock).
 */
export const examinationPolicy = definePolicy<ExaminationRow, AbilityOf<typeof examinationContract>>({
  viewAny: signedIn,
  create: never,
  view: (actor, examination) => isAdmin(actor) || ownOrManaged(actor, examination),
  update: never,
  delete: never,
  answer: (actor, examination) => owns(actor.user?.id, examination) && !examination.ended_at,
  submit: (actor, examination) => owns(actor.user?.id, examination) && !examination.ended_at,
});

/** The course of an examination (through its variant): a launch session reaches its own course's only. */
/** The course of an examination (through its variant), for the launch session's one course. */
export const examinationCourse = sql`(select ${courseVariants.course_id} from ${courseVariants}
  where ${courseVariants.id} = ${examinations.course_variant_id})`;

/** The examinations an actor reaches (the resource's visibility): as `view` above, in SQL. */
export function examinationsInView(actor: Actor) {
  return isAdmin(actor) ? undefined : ownOrManagedInView(actor, examinations, examinationCourse);
}
