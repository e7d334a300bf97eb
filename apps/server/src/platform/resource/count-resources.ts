import { sql } from 'drizzle-orm';
import { authorize } from '../policy/define-policy.ts';
import type { AnyResource, ResourceContext } from './define-resource.ts';
import { listCondition } from './list-query.ts';

/**
 * How many rows a resource's list would answer with these filters (`filter[name]=value`), for figures on an
 * overview: the same tenant, visibility, policy and filters as `GET /{segment}`, one `count(*)`, no rows read.
 */
export async function countResources(
  definition: AnyResource,
  context: ResourceContext,
  filters: Record<string, string>,
): Promise<number> {
  authorize(definition.policy, 'viewAny', context.actor);
  const where = listCondition(definition, context.actor, { page: 1, per_page: 1, filter: filters }, 'count');
  if (!where) return 0;
  const [counted] = await context.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(definition.table)
    .where(where);
  return counted.total;
}
