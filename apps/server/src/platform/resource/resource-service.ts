import { fqmi } from '@academy/contracts/common/base';
import type { ListQuery, Pagination } from '@academy/contracts/common/envelope';
import { contractFor } from '@academy/contracts/resources';
import { and, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { allOn } from '../../db/all-on.ts';
import { recordIncident } from '../audit.ts';
import { auditedValues, changedValues } from '../audit-values.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { authorize } from '../policy/define-policy.ts';
import {
  type AnyResource,
  type EntityRow,
  type LinkDefinition,
  type ResourceContext,
  tenantColumnOf,
} from './define-resource.ts';
import { listCondition, listOrder, pageHoldsTheRest } from './list-query.ts';
import { presentRow } from './present.ts';
import { linkTargetLabels, withReferenceLabels } from './reference-labels.ts';
import { sanitizeRichTextFields } from './rich-text.ts';
import { rowKeyCondition } from './row-key.ts';
import { answeringUniqueFields } from './unique-fields.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `id` or `uuid` → condition on the table; anything else matches nothing. */
export function identityCondition(definition: AnyResource, key: string): SQL | null {
  return /^\d{1,9}$/.test(key) || uuidPattern.test(key) ? rowKeyCondition(definition.table, key) : null;
}

/** The relation names of a `with=` (comma-separated, spaces ignored). */
export function requestedRelations(requested: string | undefined): Set<string> {
  return new Set(
    (requested ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** Loads the relations a read asks for (always-loaded ones plus `with=`), one query per relation. */
async function loadRelations(
  definition: AnyResource,
  context: ResourceContext,
  rows: EntityRow[],
  requested: string | undefined,
): Promise<Record<string, unknown>[]> {
  const asked = requestedRelations(requested);
  const names = Object.entries(definition.relations ?? {})
    .filter(([name, loader]) => loader.always || asked.has(name))
    .map(([name]) => name);
  const perRow: Record<string, unknown>[] = rows.map(() => ({}));
  if (rows.length === 0) return perRow;
  const loaded = await allOn(
    context.db,
    names.map((name) => () => definition.relations![name].load(context, rows)),
  );
  names.forEach((name, index) => {
    rows.forEach((row, rowIndex) => {
      perRow[rowIndex][name] = loaded[index].get(row.id) ?? null;
    });
  });
  return perRow;
}

export async function presentRows(
  definition: AnyResource,
  context: ResourceContext,
  rows: EntityRow[],
  requested?: string,
): Promise<Record<string, unknown>[]> {
  const relations = await loadRelations(definition, context, rows, requested);
  return rows.map((row, index) => presentRow(definition, row, relations[index], context.actor));
}

export async function listResources(
  definition: AnyResource,
  context: ResourceContext,
  query: ListQuery,
): Promise<{ items: Record<string, unknown>[]; pagination: Pagination }> {
  authorize(definition.policy, 'viewAny', context.actor);
  const page = query.page;
  const perPage = query.per_page;
  const where = listCondition(definition, context.actor, query);
  if (!where) return { items: [], pagination: { page, per_page: perPage, total: 0, last_page: 1 } };
  const table = definition.table;
  // The page's ids in a subquery, joined back to the table for the page's rows and computed values: the sort
  // carries a narrow row, not every column (a person's custom fields, a course's descriptions) of every matching
  // row (issue 26). The total is counted, when the page does not show it, by a statement of its own: a window count over the page's query made it
  // keep every match (and spill them to disk at 50,000), where the page alone can stop at its 25 rows by an index
  // and a count needs no order.
  const order = listOrder(definition, query.sort, context.locale);
  const pageIds = context.db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage)
    .as('page_ids');
  const result = await context.db
    .select({ row: table, ...(definition.computed ?? {}) })
    .from(table)
    .innerJoin(pageIds, eq(table.id, pageIds.id))
    .orderBy(...order);
  const total = pageHoldsTheRest((page - 1) * perPage, perPage, result.length)
    ? (page - 1) * perPage + result.length
    : await countMatches(context, table, listCondition(definition, context.actor, query, 'count') ?? where);
  // The engine holds every resource type-erased (AnyResource), so drizzle types its rows by the erased
  // table's columns only; every row of an entity table is an entity row (here and in the selects below).
  const rows = result.map(({ row, ...computed }) => ({ ...(row as EntityRow), ...computed }) as EntityRow);
  const items = await presentRows(definition, context, rows, query.with);
  return {
    items,
    pagination: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

async function countMatches(
  context: ResourceContext,
  table: AnyResource['table'],
  where: SQL,
): Promise<number> {
  const [counted] = await context.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(where);
  return counted.total;
}

/** One visible row by id or uuid, or 404 — also when it belongs to another tenant or company. */
export async function findVisible(
  definition: AnyResource,
  context: ResourceContext,
  key: string,
): Promise<EntityRow> {
  const identity = identityCondition(definition, key);
  const visible = definition.visibility?.(context.actor);
  if (!identity || visible === false) throw notFound();
  const [found] = await context.db
    .select({ row: definition.table, ...(definition.computed ?? {}) })
    .from(definition.table)
    .where(and(eq(tenantColumnOf(definition), context.actor.tenantId), identity, visible))
    .limit(1);
  if (!found) throw notFound();
  const { row, ...computed } = found;
  // Selected from the erased table (AnyResource), drizzle cannot type the row: it is this resource's row,
  // with its computed values beside it.
  return { ...(row as EntityRow), ...computed } as EntityRow;
}

/** A written row with its computed values (they come from SQL, so a written row lacks them). */
async function withComputed(
  definition: AnyResource,
  context: ResourceContext,
  row: EntityRow,
): Promise<EntityRow> {
  if (!definition.computed) return row;
  const [values] = await context.db
    .select(definition.computed)
    .from(definition.table)
    .where(eq(definition.table.id, row.id));
  // The computed values are the resource's own SQL (see findResource on the erased table's types).
  return { ...row, ...values } as EntityRow;
}

export async function getResource(
  definition: AnyResource,
  context: ResourceContext,
  key: string,
  requested?: string,
) {
  const row = await findVisible(definition, context, key);
  authorize(definition.policy, 'view', context.actor, row);
  const [item] = await presentRows(definition, context, [row], requested);
  return item;
}

/** The validated input, its authored HTML sanitised before anything else sees it. */
function parseInput(
  definition: AnyResource,
  schema: z.ZodType,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  // Every create and update schema of a contract is an object schema (the contract's type allows any).
  return sanitizeRichTextFields(schema.parse(fields) as Record<string, unknown>, definition.richText);
}

/**
 * Whether a create (no key) or an update or delete of the item may go ahead, decided before a form's files
 * are read: the same policy check and 404 the operation itself makes (it checks again with its input).
 */
export async function authorizeFormWrite(
  definition: AnyResource,
  context: ResourceContext,
  method: string,
  key?: string,
): Promise<void> {
  if (key === undefined) {
    if (!definition.create) throw new HttpError(405, 'http.bad_request');
    authorize(definition.policy, 'create', context.actor);
    return;
  }
  const deleting = method === 'DELETE';
  if (!deleting && !definition.update) throw new HttpError(405, 'http.bad_request');
  const existing = await findVisible(definition, context, key);
  authorize(definition.policy, deleting ? 'delete' : 'update', context.actor, existing);
}

const auditTarget = (definition: AnyResource, row: EntityRow) =>
  fqmi(definition.segment, row.uuid, definition.type);

export async function createResource(
  definition: AnyResource,
  context: ResourceContext,
  fields: Record<string, unknown>,
) {
  if (!definition.create) throw new HttpError(405, 'http.bad_request');
  authorize(definition.policy, 'create', context.actor);
  const input = parseInput(definition, definition.create.schema, fields);
  const values = definition.create.prepare ? await definition.create.prepare(input, context) : input;
  const many = Array.isArray(values);
  const list = many ? values : [values];
  if (list.length === 0) return [];
  // Drizzle types insert values by a concrete table; the erased table (AnyResource) has none. The values
  // are the resource's own prepare hook's (typed by its table) or its contract's parsed input.
  const rows = (await answeringUniqueFields(definition.uniqueFields, () =>
    context.db
      .insert(definition.table)
      .values(
        list.map((one) =>
          definition.tenantColumn ? one : { ...one, tenant_id: context.actor.tenantId },
        ) as never,
      )
      .returning(),
  )) as EntityRow[];
  const written: EntityRow[] = [];
  for (const row of rows) {
    await definition.create.after?.(row, input, context);
    const complete = await withComputed(definition, context, row);
    await recordIncident(
      context.db,
      context.actor,
      `${definition.segment}.created`,
      auditTarget(definition, row),
      { header: definition.header(complete), ...auditedValues(row, definition) },
    );
    written.push(complete);
  }
  const items = await presentRows(definition, context, written);
  // A create that wrote several rows answers with all of them (spec §7: "access-passes returns a list in data.item").
  return many ? items : items[0];
}

export async function updateResource(
  definition: AnyResource,
  context: ResourceContext,
  key: string,
  fields: Record<string, unknown>,
) {
  if (!definition.update) throw new HttpError(405, 'http.bad_request');
  const existing = await findVisible(definition, context, key);
  authorize(definition.policy, 'update', context.actor, existing);
  const input = parseInput(definition, definition.update.schema, fields);
  const values = definition.update.prepare
    ? await definition.update.prepare(input, context, existing)
    : input;
  // As in createResource: drizzle types the values by a concrete table, which the erased resource lacks.
  const [row] = (await answeringUniqueFields(definition.uniqueFields, () =>
    context.db
      .update(definition.table)
      .set({ ...values, updated_at: context.services.clock.now().toISOString() } as never)
      .where(eq(definition.table.id, existing.id))
      .returning(),
  )) as EntityRow[];
  await definition.update.after?.(row, input, context);
  const complete = await withComputed(definition, context, row);
  // Before and after of each changed column, as stored (DESIGN §9), beside the fields the input named; a
  // changed reference also with the names of the items it pointed to and points to now.
  const { changes, redacted } = changedValues(existing, row, definition);
  await recordIncident(
    context.db,
    context.actor,
    `${definition.segment}.updated`,
    auditTarget(definition, row),
    {
      header: definition.header(complete),
      fields: Object.keys(input),
      changes: await withReferenceLabels(context, definition.table, changes),
      ...(redacted ? { redacted } : {}),
    },
  );
  const [item] = await presentRows(definition, context, [complete]);
  return item;
}

export async function deleteResource(definition: AnyResource, context: ResourceContext, key: string) {
  const existing = await findVisible(definition, context, key);
  authorize(definition.policy, 'delete', context.actor, existing);
  await definition.beforeDelete?.(existing, context);
  const [item] = await presentRows(definition, context, [existing]);
  try {
    await context.db.delete(definition.table).where(eq(definition.table.id, existing.id));
  } catch (error) {
    // A row still referenced elsewhere (restrict) is a conflict the user can resolve, not a crash.
    if (isForeignKeyViolation(error)) throw new HttpError(409, 'http.conflict');
    throw error;
  }
  // The deleted row itself (only its table's columns, not the computed ones), so the trail says what was lost.
  await recordIncident(
    context.db,
    context.actor,
    `${definition.segment}.deleted`,
    auditTarget(definition, existing),
    {
      header: definition.header(existing),
      ...auditedValues(tableColumnsOf(definition, existing), definition),
    },
  );
  return item;
}

/** A row without the computed values a read added (define-resource `computed`). */
function tableColumnsOf(definition: AnyResource, row: EntityRow): Record<string, unknown> {
  const computed = Object.keys(definition.computed ?? {});
  return Object.fromEntries(Object.entries(row).filter(([name]) => !computed.includes(name)));
}

function isForeignKeyViolation(error: unknown): boolean {
  // PostgreSQL's error code sits on the driver's error (node-postgres) or on the error drizzle wraps it in.
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23503';
}

export async function cloneResource(
  definition: AnyResource,
  context: ResourceContext,
  key: string,
  changes: Record<string, unknown>,
) {
  if (!definition.clone) throw notFound();
  const existing = await findVisible(definition, context, key);
  authorize(definition.policy, 'clone', context.actor, existing);
  const row = await definition.clone(existing, sanitizeRichTextFields(changes, definition.richText), context);
  await recordIncident(
    context.db,
    context.actor,
    `${definition.segment}.cloned`,
    auditTarget(definition, row),
    {
      header: definition.header(row),
      from: existing.uuid,
    },
  );
  const [item] = await presentRows(definition, context, [row]);
  return item;
}

/**
 * Resolves the ids or uuids of linked items within the tenant and the actor's reach; unknown ones are a 422.
 * A detach names only items linked to the owner now: anything else is as unknown as an id that does not
 * exist, so a detach cannot be used to learn whether another company's person or row exists.
 */
async function resolveLinkTargets(
  link: LinkDefinition,
  context: ResourceContext,
  owner: EntityRow,
  keys: string[],
  field: string,
  linkedOnly: boolean,
) {
  const ids = keys.filter((key) => /^\d{1,9}$/.test(key)).map(Number);
  const uuids = keys.filter((key) => uuidPattern.test(key)).map((key) => key.toLowerCase());
  if (ids.length + uuids.length !== keys.length)
    throw new HttpError(422, 'validation.errors_summary', { [field]: ['validation.not_found_reference'] });
  if (keys.length === 0) return [];
  const table = link.targetTable;
  const rows = await context.db
    .select({ id: table.id, uuid: table.uuid })
    .from(table)
    .where(
      and(
        eq(table.tenant_id!, context.actor.tenantId),
        or(
          ids.length ? inArray(table.id, ids) : undefined,
          uuids.length ? inArray(table.uuid, uuids) : undefined,
        ),
        link.targetVisible?.(context.actor, owner),
        linkedOnly
          ? inArray(
              table.id,
              context.db
                .select({ id: link.targetColumn })
                .from(link.table)
                .where(eq(link.ownerColumn, owner.id)),
            )
          : undefined,
      ),
    );
  if (rows.length !== new Set(keys).size)
    throw new HttpError(422, 'validation.errors_summary', { [field]: ['validation.not_found_reference'] });
  // In the order sent, not the database's: sync with a sort column stores exactly that order.
  const position = (row: { id: unknown; uuid: unknown }) => {
    const byId = keys.indexOf(String(row.id));
    return byId >= 0 ? byId : keys.findIndex((key) => key.toLowerCase() === String(row.uuid));
  };
  return rows
    .sort((a, b) => position(a) - position(b))
    .map((row) => ({ id: row.id as number, uuid: String(row.uuid) }));
}

/** The items linked to the owner now, as fqmis in the link's order (what a sync replaces, for the trail). */
async function linkedTargets(
  context: ResourceContext,
  link: LinkDefinition,
  owner: EntityRow,
  targetFqmi: (uuid: string) => string,
): Promise<string[]> {
  const table = link.targetTable;
  const rows = await context.db
    .select({ uuid: table.uuid })
    .from(link.table)
    .innerJoin(table, eq(link.targetColumn, table.id))
    .where(eq(link.ownerColumn, owner.id))
    .orderBy(...(link.sortColumn ? [link.sortColumn] : []), table.id);
  return rows.map((row) => targetFqmi(String(row.uuid)));
}

export type LinkOperation = 'attach' | 'detach' | 'sync';

/** The sort order after the owner's last link, so attached items go to the end. */
async function nextSortOrder(
  context: ResourceContext,
  link: LinkDefinition,
  owner: EntityRow,
): Promise<number> {
  const [last] = await context.db
    .select({ next: sql<number>`coalesce(max(${link.sortColumn}) + 1, 0)`.mapWith(Number) })
    .from(link.table)
    .where(eq(link.ownerColumn, owner.id));
  return last?.next ?? 0;
}

export async function linkResource(
  definition: AnyResource,
  context: ResourceContext,
  key: string,
  name: string,
  operation: LinkOperation,
  keys: string[],
) {
  const link = definition.links?.[name];
  if (!link) throw notFound();
  const owner = await findVisible(definition, context, key);
  const ability = typeof link.ability === 'string' ? link.ability : (link.ability?.[operation] ?? 'update');
  authorize(definition.policy, ability, context.actor, owner);
  const field =
    operation === 'attach' ? 'attachable' : operation === 'detach' ? 'detachable' : 'synchronizables';
  const targets = await resolveLinkTargets(link, context, owner, keys, field, operation === 'detach');
  const targetIds = targets.map((target) => target.id);
  const targetType = contractFor(definition.contract.links[name]?.target ?? '');
  const targetFqmi = (uuid: string) => (targetType ? fqmi(targetType.segment, uuid, targetType.type) : uuid);
  const linkedBefore =
    operation === 'sync' ? await linkedTargets(context, link, owner, targetFqmi) : undefined;
  // Drizzle's delete, insert and `.name` want concrete columns and a concrete table; a link declares any
  // of its owner's tables, so its columns and table are taken as the plain ones here.
  const ownerColumn = link.ownerColumn as PgColumn;
  const targetColumn = link.targetColumn as PgColumn;
  const linkTable = link.table as never;

  let removedIds: number[] = [];
  if (operation === 'detach' || operation === 'sync') {
    const keep = operation === 'sync' ? targetIds : [];
    const remove = operation === 'detach' ? targetIds : undefined;
    const removed = (await context.db
      .delete(linkTable)
      .where(
        and(
          eq(ownerColumn, owner.id),
          remove ? inArray(targetColumn, remove.length ? remove : [-1]) : undefined,
          keep.length ? notInArray(targetColumn, keep) : undefined,
        ),
      )
      .returning({ id: targetColumn })) as { id: number }[];
    removedIds = removed.map((row) => row.id);
  }
  if ((operation === 'attach' || operation === 'sync') && targetIds.length > 0) {
    const offset =
      operation === 'attach' && link.appendOnAttach && link.sortColumn
        ? await nextSortOrder(context, link, owner)
        : 0;
    const values = targetIds.map((targetId, index) => ({
      tenant_id: context.actor.tenantId,
      [ownerColumn.name]: owner.id,
      [targetColumn.name]: targetId,
      ...(link.sortColumn ? { [link.sortColumn.name]: offset + index } : {}),
      ...(link.values?.(owner, targetId) ?? {}),
    }));
    if (operation === 'sync' && link.sortColumn) {
      // Sync also sets the order: the list as sent is the order wanted.
      await context.db
        .delete(linkTable)
        .where(and(eq(ownerColumn, owner.id), inArray(targetColumn, targetIds)));
    }
    await context.db
      .insert(linkTable)
      // A link table chosen at run time: drizzle types insert values by a concrete table's columns.
      .values(values as never)
      .onConflictDoNothing();
  }
  await link.afterChange?.(context, owner, operation, targetIds, removedIds);
  const linkedAfter = linkedBefore ? await linkedTargets(context, link, owner, targetFqmi) : undefined;
  const targetList = targets.map((target) => targetFqmi(target.uuid));
  // The linked items' names, so the changelog lists people and courses rather than their fqmis.
  const labels = await linkTargetLabels(
    context,
    link.targetTable,
    [...targetList, ...(linkedBefore ?? []), ...(linkedAfter ?? [])],
    targetFqmi,
  );
  await recordIncident(
    context.db,
    context.actor,
    `${definition.segment}.${operation}`,
    auditTarget(definition, owner),
    {
      header: definition.header(owner),
      relation: name,
      ids: targetIds,
      targets: targetList,
      // A sync replaces the whole list: the trail keeps the list before and after.
      ...(linkedBefore ? { before: linkedBefore, after: linkedAfter } : {}),
      ...(Object.keys(labels).length ? { labels } : {}),
    },
  );
  const [item] = await presentRows(definition, context, [owner], name);
  return item;
}
