import { fqmi } from '@academy/contracts/common/base';
import type { questionAlternativeBulkSchema } from '@academy/contracts/entities/question';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { questionAlternatives } from '../../db/schema/content.ts';
import { recordIncident } from '../../platform/audit.ts';
import { notFound, validationError } from '../../platform/http/http-error.ts';
import { authorize } from '../../platform/policy/define-policy.ts';
import type { ResourceContext, RowOf } from '../../platform/resource/define-resource.ts';
import { presentRows } from '../../platform/resource/resource-service.ts';
import { isRowId } from '../../platform/resource/row-key.ts';
import { questionAlternativeResource } from './question-alternatives.resource.ts';

type BulkItems = z.infer<typeof questionAlternativeBulkSchema>;

/** The ids in the path, each a number, each once; otherwise null. */
function pathIds(keys: string[]): number[] | null {
  if (!keys.every(isRowId)) return null;
  const ids = keys.map(Number);
  return new Set(ids).size === ids.length ? ids : null;
}

/**
 * `PATCH /question_alternatives/{id1,id2,…}` (spec §7): the ids in the path and the items in the body name
 * the same alternatives, all of the tenant; each is updated, all inside the caller's transaction, so one
 * bad item leaves every alternative as it was.
 */
export async function bulkUpdateQuestionAlternatives(
  context: ResourceContext,
  keys: string[],
  items: BulkItems,
) {
  const definition = questionAlternativeResource;
  authorize(definition.policy, 'viewAny', context.actor);
  const ids = pathIds(keys);
  const itemIds = items.map((item) => item.id);
  const sameIds =
    ids !== null &&
    ids.length === itemIds.length &&
    new Set(itemIds).size === ids.length &&
    itemIds.every((id) => ids.includes(id));
  if (!sameIds) throw validationError({ ids: ['validation.ids_mismatch'] });

  const existing = await context.db
    .select()
    .from(questionAlternatives)
    .where(
      and(eq(questionAlternatives.tenant_id, context.actor.tenantId), inArray(questionAlternatives.id, ids)),
    );
  if (existing.length !== ids.length) throw notFound();
  for (const row of existing) authorize(definition.policy, 'update', context.actor, row);

  const now = context.services.clock.now().toISOString();
  const updated: RowOf<typeof questionAlternatives>[] = [];
  for (const { id, ...changes } of items) {
    const [row] = await context.db
      .update(questionAlternatives)
      .set({ ...changes, updated_at: now })
      .where(eq(questionAlternatives.id, id))
      .returning();
    updated.push(row);
    await recordIncident(
      context.db,
      context.actor,
      'question_alternatives.updated',
      fqmi(definition.segment, row.uuid, definition.type),
      {
        fields: Object.keys(changes),
        bulk: true,
      },
    );
  }
  return presentRows(definition, context, updated);
}
