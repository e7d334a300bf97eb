import type { ListQuery, Pagination } from '@academy/contracts/common/envelope';
import { type ZodType, z } from 'zod';
import type { Actor } from '../auth/actor.ts';
import { stripperOf } from '../http/response-strip.ts';
import { keptPages } from '../kept-pages/index.ts';
import { authorize } from '../policy/define-policy.ts';
import type { AnyResource, ResourceContext } from './define-resource.ts';
import { listResources, requestedRelations } from './resource-service.ts';

/**
 * A list's answer: its items as objects for the route's serializer, or, from a kept page, as the JSON the
 * response writes (through the item schema's allow-list when the page was computed), so a kept page is neither
 * stripped nor serialised again.
 */
export type ListAnswer = { pagination: Pagination } & (
  | { items: Record<string, unknown>[]; itemsJson?: undefined }
  | { itemsJson: string; items?: undefined }
);

type KeptList = { pagination: Pagination; itemsJson: string };

/**
 * Everything of the actor a page can depend on: who they are, their role, companies, departments and scope. The
 * token and the last sign-in are left out, so each of a person's sessions reads the same kept page.
 */
function actorKey(actor: Actor): string {
  const user = actor.user && { ...actor.user, last_login_at: null };
  return JSON.stringify({ ...actor, token: null, user });
}

/** The query with its keys in one order, so the same question is one key however the URL spelled it. */
function queryKey(query: ListQuery): string {
  return JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The list operation of a resource: computed for every request, or, for a resource with `keptList` and a reader
 * it keeps, served from the kept page while the database notes no change it read (platform/kept-pages). One per
 * app, so two apps in one process (tests) never share pages.
 */
export function listOperation(
  definition: AnyResource,
  itemSchema: ZodType,
): (context: ResourceContext, query: ListQuery) => Promise<ListAnswer> {
  const rule = definition.keptList;
  if (!rule) return (context, query) => listResources(definition, context, query);
  const pages = keptPages<KeptList>();
  const strip = stripperOf(z.array(itemSchema));
  return async (context, query) => {
    const reader = rule.keeps(context.actor);
    const asked = requestedRelations(query.with);
    if (!reader || [...asked].some((name) => !rule.relations.includes(name)))
      return listResources(definition, context, query);
    // A kept page skips listResources, and with it this check: it is made for every request all the same.
    authorize(definition.policy, 'viewAny', context.actor);
    const question = {
      key: `${context.locale}\n${actorKey(context.actor)}\n${queryKey(query)}`,
      reader,
      nowMs: context.services.clock.now().getTime(),
    };
    return pages.serve(context.db, question, async () => {
      const { items, pagination } = await listResources(definition, context, query);
      return {
        page: { pagination, itemsJson: JSON.stringify(strip(items)) },
        validUntilMs: await rule.validUntil(context),
      };
    });
  };
}
