import { type Actor, isAdmin, managedCompanyIdsInScope } from '../../platform/auth/actor.ts';
import { authoredContentPolicy } from './content.policy.ts';

export const coursePolicy = authoredContentPolicy();
export const courseVariantPolicy = authoredContentPolicy();
export const courseVariantLessonPolicy = authoredContentPolicy();

/**
 * Whose standing the reader may count: administrators the whole tenant (as they read every enrollment and
 * certificate), a manager the companies they manage in the company acted in, anyone else nobody (null).
 */
export function companiesCountedInOverview(
  actor: Actor,
): { all: true } | { all: false; ids: number[] } | null {
  if (isAdmin(actor)) return { all: true };
  const managed = managedCompanyIdsInScope(actor);
  return managed.length ? { all: false, ids: managed } : null;
}
