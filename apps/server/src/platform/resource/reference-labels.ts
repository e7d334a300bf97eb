import { and, eq, inArray } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { type EntityRow, type ResourceContext, tenantColumnOf } from './define-resource.ts';

type Change = { before: unknown; after: unknown; before_label?: string; after_label?: string };

/**
 * References into the same table that carry no foreign key (a book's or folder's `parent_id`, a video's
 * `poster_image_id`): named like the others.
 */
const selfReferences = ['parent_id', 'poster_image_id'];

/** Read once per table: the foreign keys do not change while the process runs, and updates are frequent. */
const referencesByTable = new WeakMap<PgTable, Map<string, PgTable>>();

/** A table's single-column foreign keys, by the column's property name: `preferred_language_id` → languages. */
function referencedTables(table: PgTable): Map<string, PgTable> {
  const known = referencesByTable.get(table);
  if (known) return known;
  const byColumn = new Map<unknown, string>(Object.entries(table).map(([name, column]) => [column, name]));
  const references = new Map<string, PgTable>();
  for (const name of selfReferences) if (name in table) references.set(name, table);
  for (const foreignKey of getTableConfig(table).foreignKeys) {
    const { columns, foreignTable } = foreignKey.reference();
    const name = columns.length === 1 ? byColumn.get(columns[0]) : undefined;
    if (name) references.set(name, foreignTable);
  }
  referencesByTable.set(table, references);
  return references;
}

const asId = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/**
 * An update's changes with the referenced items' names beside their ids (`before_label`, `after_label`), so
 * the changelog says "Preferred language: Norsk bokmål" even after the language is renamed or gone. The names
 * are each item's header as its resource names it (a course by its stored name, a language by its name),
 * read in the write's transaction with one query per referenced table. A column without a foreign key
 * (a polymorphic `enrollable_id`, told apart by its `_type`) or a table no resource serves keeps only its id.
 */
export async function withReferenceLabels(
  context: ResourceContext,
  table: PgTable,
  changes: Record<string, Change>,
): Promise<Record<string, Change>> {
  const references = referencedTables(table);
  const idsByTable = new Map<PgTable, Set<number>>();
  for (const [field, change] of Object.entries(changes)) {
    const foreign = references.get(field);
    if (!foreign) continue;
    const ids = idsByTable.get(foreign) ?? new Set<number>();
    for (const id of [asId(change.before), asId(change.after)]) if (id !== null) ids.add(id);
    idsByTable.set(foreign, ids);
  }
  const names = new Map<PgTable, Map<number, string>>();
  for (const [foreign, ids] of idsByTable) {
    const resource = context.services.resources.ofTable(foreign);
    if (!resource || ids.size === 0) continue;
    const rows = (await context.db
      .select()
      .from(resource.table)
      .where(
        and(inArray(resource.table.id, [...ids]), eq(tenantColumnOf(resource), context.actor.tenantId)),
      )) as EntityRow[];
    names.set(foreign, new Map(rows.map((row) => [row.id, resource.header(row)])));
  }
  if (names.size === 0) return changes;
  const labelled: Record<string, Change> = {};
  for (const [field, change] of Object.entries(changes)) {
    const named = names.get(references.get(field) as PgTable);
    const before = named?.get(asId(change.before) ?? Number.NaN);
    const after = named?.get(asId(change.after) ?? Number.NaN);
    labelled[field] = {
      ...change,
      ...(before ? { before_label: before } : {}),
      ...(after ? { after_label: after } : {}),
    };
  }
  return labelled;
}

/**
 * The names of the items a link operation named (attach, detach, and a sync's lists before and after), keyed
 * by the fqmi the incident lists them by: one query on the target table, names as its resource's header.
 */
export async function linkTargetLabels(
  context: ResourceContext,
  table: PgTable,
  fqmis: readonly string[],
  targetFqmi: (uuid: string) => string,
): Promise<Record<string, string>> {
  const resource = context.services.resources.ofTable(table);
  const wanted = new Set(fqmis);
  const uuids = [...wanted].map(uuidOf).filter((uuid): uuid is string => uuid !== null);
  if (!resource || uuids.length === 0) return {};
  const rows = (await context.db
    .select()
    .from(resource.table)
    .where(
      and(inArray(resource.table.uuid, uuids), eq(tenantColumnOf(resource), context.actor.tenantId)),
    )) as EntityRow[];
  const labels: Record<string, string> = {};
  for (const row of rows) {
    const key = targetFqmi(row.uuid);
    const header = resource.header(row);
    if (wanted.has(key) && header) labels[key] = header;
  }
  return labels;
}

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** The uuid inside an fqmi (`users:<uuid>|user`) or a bare uuid. */
const uuidOf = (key: string) => uuidPattern.exec(key)?.[0].toLowerCase() ?? null;
