import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { examinations } from '../../db/schema/learning.ts';
import { type Actor, launchCourseId } from '../../platform/auth/actor.ts';
import { HttpError, notFound } from '../../platform/http/http-error.ts';
import { identityCondition } from '../../platform/resource/resource-service.ts';
import { examinationCourse } from './examinations.policy.ts';
import { examinationResource } from './examinations.resource.ts';

export type ExaminationRow = typeof examinations.$inferSelect;

/**
 * The signed-in learner's own examination by id or uuid — locked for the rest of the transaction when
 * `lock` — or 404: another learner's examination is indistinguishable from one that does not exist. In a launch
 * session only an examination of the session's course is the learner's (actor.ts, LaunchPrincipal), also one
 * started before the session.
 */
export async function ownExamination(
  db: Executor,
  actor: Actor,
  key: string,
  lock = false,
): Promise<ExaminationRow> {
  const identity = identityCondition(examinationResource, key);
  if (!identity || !actor.user) throw notFound();
  const launchCourse = launchCourseId(actor);
  const query = db
    .select()
    .from(examinations)
    .where(
      and(
        eq(examinations.tenant_id, actor.tenantId),
        eq(examinations.user_id, actor.user.id),
        identity,
        launchCourse === null ? undefined : sql`${examinationCourse} = ${launchCourse}`,
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** Answers may change only while the examination is open: not once submitted (409) or past its time (422). */
export function assertOpen(examination: ExaminationRow, now: Date): void {
  if (examination.ended_at) throw new HttpError(409, 'examinations.already_submitted');
  if (new Date(examination.expires_at).getTime() <= now.getTime())
    throw new HttpError(422, 'examinations.expired');
}
