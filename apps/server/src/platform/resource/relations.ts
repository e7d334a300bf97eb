import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityRow, RelationLoader, ResourceContext, RowTable } from './define-resource.ts';

/**
 * Relation loaders: each runs ONE query for a whole page of rows (no N+1, DESIGN §4) and returns the
 * value per row id. `pick` shapes the related rows into what the API shows.
 *
 * A relation shows no more than the related resource's own item route would (issue 9 point 7): when the
 * related table is a registered resource's, its `visibility` joins the query and its `view` rule is asked
 * for each related row, so a relation can never name a row its reader could not open — whatever the
 * relation, whatever the resource, without each declaration repeating the rule. Exempt are only a relation
 * declared `catalogue` (its items are named in the public shop) and one with an `ownRule` (its `where` is
 * the reader rule, e.g. a head's department roster). Counts are numbers, not items.
 */
type Pick<R, V> = (row: R) => V;

/**
 * The loader's `pick`, or the whole row when it has none. Without a pick `V` defaults to the row type
 * (see each loader's signature), which is why the row may stand for `V` here.
 */
const pickOrRow = <R, V>(pick: Pick<R, V> | undefined): Pick<R, V> =>
  pick ?? ((row: R) => row as unknown as V);

/** A related item reached through a link table, with the link's own fields (e.g. `is_manager`) as `pivot`. */
export type Linked<V, F> = V & {
  pivot?: { [K in keyof F]: F[K] extends AnyPgColumn ? F[K]['_']['data'] : never };
};

type Readable = {
  /** Condition on the related table; `false` when the reader may read none of it. */
  where: SQL | undefined | false;
  /** The related resource's computed values: its `view` rule may need them (e.g. a user's companies). */
  computed: Record<string, SQL>;
  allows(row: EntityRow): boolean;
};

const everything: Readable = { where: undefined, computed: {}, allows: () => true };

/** What of `table` the reader may open through the item route of the resource it belongs to. */
export function readableIn(
  table: PgTable,
  context: ResourceContext,
  exemption: { catalogue?: string; ownRule?: string } = {},
): Readable {
  const target =
    exemption.catalogue || exemption.ownRule ? undefined : context.services.resources.ofTable(table);
  if (!target) return everything;
  const view = target.policy.item.view;
  return {
    where: target.visibility ? target.visibility(context.actor) : undefined,
    computed: target.computed ?? {},
    allows: (row) => view?.(context.actor, row) ?? false,
  };
}

/**
 * The rows of `table` matching `where` that the reader may open (see readableIn), in one query: what every
 * loader that shows related items reads them with, the generic ones below and a module's own (e.g. a
 * chapter's siblings), so none names an item its reader could not open.
 */
export async function readableRowsOf<T extends RowTable>(
  table: T,
  context: ResourceContext,
  where: SQL | undefined,
  options: { orderBy?: (SQL | AnyPgColumn)[]; exemption?: { catalogue?: string; ownRule?: string } } = {},
): Promise<T['$inferSelect'][]> {
  const readable = readableIn(table, context, options.exemption);
  if (readable.where === false) return [];
  // Drizzle's select does not take a table type parameter, so the query is built on the plain table.
  const source: PgTable = table;
  const query = context.db
    .select({ row: source, ...readable.computed })
    .from(source)
    .where(and(where, readable.where));
  const selected: readonly unknown[] = await (options.orderBy ? query.orderBy(...options.orderBy) : query);
  // ...and its result is the plain table's: each entry is this table's row under `row`, with the related
  // resource's computed values beside it.
  const found = selected as ({ row: T['$inferSelect'] } & Record<string, unknown>)[];
  // The row with its computed values is what the view rule judges; the plain row is what the loader shows.
  return found
    .filter(({ row, ...computed }) => readable.allows({ ...row, ...computed }))
    .map((entry) => entry.row);
}

type RelationOptions<R, V> = {
  /** The related row's form in the owner's item (default: the whole row). */
  pick?: Pick<R, V>;
  always?: boolean;
  /** See RelationLoader.catalogue: the related items are named to every reader of the owner. */
  catalogue?: string;
  /** See RelationLoader.ownRule: the relation's `where` is its reader rule. */
  ownRule?: string;
};

const groupBy = <R extends EntityRow, V>(rows: R[], key: string, pick: Pick<R, V>) => {
  const map = new Map<unknown, V[]>();
  for (const row of rows) {
    const list = map.get(row[key]) ?? [];
    list.push(pick(row));
    map.set(row[key], list);
  }
  return map;
};

/** Number of rows of `table` pointing at each row through `foreignKey`. */
export function countOf(
  table: PgTable,
  foreignKey: AnyPgColumn,
  options: { always?: boolean; where?: (context: ResourceContext) => SQL | undefined } = {},
): RelationLoader<EntityRow, number> {
  return {
    always: options.always ?? true,
    async load(context, rows) {
      const ids = rows.map((row) => row.id);
      const counted = await context.db
        .select({ owner: foreignKey, total: sql<number>`count(*)`.mapWith(Number) })
        .from(table)
        .where(and(inArray(foreignKey, ids), options.where?.(context)))
        .groupBy(foreignKey);
      const map = new Map<unknown, number>(ids.map((id) => [id, 0]));
      for (const entry of counted) map.set(entry.owner, entry.total);
      return map;
    },
  };
}

/** The rows of `table` whose `foreignKey` points at each row (those the reader may open). */
export function hasMany<T extends RowTable, V = T['$inferSelect']>(
  table: T,
  foreignKey: AnyPgColumn,
  options: RelationOptions<T['$inferSelect'], V> & {
    orderBy?: AnyPgColumn;
    where?: (context: ResourceContext) => SQL | undefined;
  } = {},
): RelationLoader<EntityRow, V[]> {
  return {
    always: options.always,
    catalogue: options.catalogue,
    ownRule: options.ownRule,
    async load(context, rows) {
      const found = await readableRowsOf(
        table,
        context,
        and(
          inArray(
            foreignKey,
            rows.map((row) => row.id),
          ),
          options.where?.(context),
        ),
        { orderBy: [asc(options.orderBy ?? foreignKey)], exemption: options },
      );
      const map = groupBy(found, foreignKey.name, pickOrRow(options.pick));
      for (const row of rows) if (!map.has(row.id)) map.set(row.id, []);
      return map;
    },
  };
}

/** The row of `table` each row points at through its own column `key`; null when the reader may not open it. */
export function belongsTo<T extends RowTable & { id: AnyPgColumn }, V = T['$inferSelect']>(
  table: T,
  key: string,
  options: RelationOptions<T['$inferSelect'], V> = {},
): RelationLoader<EntityRow, V | null> {
  return {
    always: options.always,
    catalogue: options.catalogue,
    ownRule: options.ownRule,
    async load(context, rows) {
      const targetIds = [
        ...new Set(rows.map((row) => row[key]).filter((id) => id !== null && id !== undefined)),
      ];
      const map = new Map<unknown, V | null>();
      if (targetIds.length === 0) return map;
      const found = await readableRowsOf(table, context, inArray(table.id, targetIds), {
        exemption: options,
      });
      const pick = pickOrRow(options.pick);
      const byId = new Map<unknown, V>(found.map((target) => [target.id, pick(target)]));
      for (const row of rows) map.set(row.id, byId.get(row[key]) ?? null);
      return map;
    },
  };
}

/** Rows of `target` linked to each row through a link table (many-to-many), in the link's order; readable ones only. */
export function manyThrough<
  T extends RowTable & { id: AnyPgColumn },
  V extends object = T['$inferSelect'],
  F extends Record<string, AnyPgColumn> = Record<never, AnyPgColumn>,
>(
  link: PgTable,
  ownerColumn: AnyPgColumn,
  targetColumn: AnyPgColumn,
  target: T,
  options: RelationOptions<T['$inferSelect'], V> & {
    orderBy?: AnyPgColumn;
    linkFields?: F;
    /** Extra condition on the linked rows (e.g. only those the actor may see). */
    where?: (context: ResourceContext) => SQL | undefined;
  } = {},
): RelationLoader<EntityRow, Linked<V, F>[]> {
  return {
    always: options.always,
    catalogue: options.catalogue,
    ownRule: options.ownRule,
    async load(context, rows) {
      const map = new Map<unknown, Linked<V, F>[]>();
      const readable = readableIn(target, context, options);
      // Nested, so neither the target's computed values nor the link's fields can shadow each other.
      const computed = Object.keys(readable.computed).length ? { computed: readable.computed } : {};
      const linkFields = options.linkFields ? { link: options.linkFields } : {};
      // Drizzle's select does not take a table type parameter, so the query is built on the plain table.
      const targetTable: PgTable & { id: AnyPgColumn } = target;
      const found: readonly unknown[] =
        readable.where === false
          ? []
          : await context.db
              // Drizzle's select types only flat column maps; nested objects are selected the same way at run time.
              .select({
                owner: ownerColumn,
                target: targetTable,
                ...computed,
                ...linkFields,
              } as unknown as Record<string, AnyPgColumn>)
              .from(link)
              .innerJoin(targetTable, eq(targetTable.id, targetColumn))
              .where(
                and(
                  inArray(
                    ownerColumn,
                    rows.map((row) => row.id),
                  ),
                  options.where?.(context),
                  readable.where,
                ),
              )
              .orderBy(asc(options.orderBy ?? targetTable.id));
      const pick = pickOrRow(options.pick);
      // What the select above gives for each link (see its comment on drizzle's types).
      const entries = found as {
        owner: unknown;
        target: T['$inferSelect'];
        computed?: Record<string, unknown>;
        link?: Linked<V, F>['pivot'];
      }[];
      for (const entry of entries) {
        if (!readable.allows({ ...entry.target, ...entry.computed })) continue;
        const list = map.get(entry.owner) ?? [];
        list.push({ ...pick(entry.target), ...(entry.link ? { pivot: entry.link } : {}) });
        map.set(entry.owner, list);
      }
      for (const row of rows) if (!map.has(row.id)) map.set(row.id, []);
      return map;
    },
  };
}

/**
 * A relation only some actors may read (e.g. a block's questions, for administrators): for the others it
 * runs no query and every row gets `null`.
 */
export function restrictedTo<R, V>(
  allowed: (context: ResourceContext) => boolean,
  loader: RelationLoader<R, V>,
): RelationLoader<R, V> {
  return {
    always: loader.always,
    load: (context, rows) =>
      allowed(context) ? loader.load(context, rows) : Promise.resolve(new Map<unknown, V>()),
  };
}

/** The short form of a related item: enough to show and link it. */
export const summary =
  <R extends EntityRow>(
    segment: string,
    type: string,
    header: (row: R) => string,
    extra: (row: R) => Record<string, unknown> = () => ({}),
  ) =>
  (row: R) => ({
    id: row.id,
    uuid: row.uuid,
    fqmi: `${segment}:${row.uuid}|${type}`,
    header: header(row),
    ...extra(row),
  });
