import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RelationLoader, ResourceContext, Row } from './define-resource.ts';

/**
 * Relation loaders: each runs ONE query for a whole page of rows (no N+1, DESIGN §4) and returns the
 * value per row id. `pick` shapes the related rows into what the API shows.
 */
type Pick = (row: Row) => unknown;
const identity: Pick = (row) => row;

const groupBy = (rows: Row[], key: string, pick: Pick) => {
  const map = new Map<number, unknown[]>();
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
): RelationLoader {
  return {
    always: options.always ?? true,
    async load(context, rows) {
      const ids = rows.map((row) => row.id);
      const counted = await context.db
        .select({ owner: foreignKey, total: sql<number>`count(*)`.mapWith(Number) })
        .from(table)
        .where(and(inArray(foreignKey, ids), options.where?.(context)))
        .groupBy(foreignKey);
      const map = new Map<number, unknown>(ids.map((id) => [id, 0]));
      for (const entry of counted) map.set(entry.owner as number, entry.total);
      return map;
    },
  };
}

/** The rows of `table` whose `foreignKey` points at each row. */
export function hasMany(
  table: PgTable,
  foreignKey: AnyPgColumn,
  options: {
    pick?: Pick;
    orderBy?: AnyPgColumn;
    always?: boolean;
    where?: (context: ResourceContext) => SQL | undefined;
  } = {},
): RelationLoader {
  return {
    always: options.always,
    async load(context, rows) {
      const found = (await context.db
        .select()
        .from(table)
        .where(
          and(
            inArray(
              foreignKey,
              rows.map((row) => row.id),
            ),
            options.where?.(context),
          ),
        )
        .orderBy(asc(options.orderBy ?? foreignKey))) as Row[];
      const map = groupBy(found, foreignKey.name, options.pick ?? identity);
      for (const row of rows) if (!map.has(row.id)) map.set(row.id, []);
      return map;
    },
  };
}

/** The row of `table` each row points at through its own column `key`. */
export function belongsTo(
  table: PgTable & { id: AnyPgColumn },
  key: string,
  options: { pick?: Pick; always?: boolean } = {},
): RelationLoader {
  return {
    always: options.always,
    async load(context, rows) {
      const targetIds = [
        ...new Set(rows.map((row) => row[key]).filter((id) => id !== null && id !== undefined)),
      ];
      const map = new Map<number, unknown>();
      if (targetIds.length === 0) return map;
      const found = (await context.db.select().from(table).where(inArray(table.id, targetIds))) as Row[];
      const byId = new Map(found.map((target) => [target.id, (options.pick ?? identity)(target)]));
      for (const row of rows) map.set(row.id, byId.get(row[key]) ?? null);
      return map;
    },
  };
}

/** Rows of `target` linked to each row through a link table (many-to-many), in the link's order. */
export function manyThrough(
  link: PgTable,
  ownerColumn: AnyPgColumn,
  targetColumn: AnyPgColumn,
  target: PgTable & { id: AnyPgColumn },
  options: {
    pick?: Pick;
    orderBy?: AnyPgColumn;
    always?: boolean;
    linkFields?: Record<string, AnyPgColumn>;
    /** Extra condition on the linked rows (e.g. only those the actor may see). */
    where?: (context: ResourceContext) => SQL | undefined;
  } = {},
): RelationLoader {
  return {
    always: options.always,
    async load(context, rows) {
      const found = await context.db
        .select({ owner: ownerColumn, target, ...(options.linkFields ?? {}) })
        .from(link)
        .innerJoin(target, eq(target.id, targetColumn))
        .where(
          and(
            inArray(
              ownerColumn,
              rows.map((row) => row.id),
            ),
            options.where?.(context),
          ),
        )
        .orderBy(asc(options.orderBy ?? target.id));
      const pick = options.pick ?? identity;
      const map = new Map<number, unknown[]>();
      for (const entry of found as Record<string, unknown>[]) {
        const { owner, target: targetRow, ...linkValues } = entry;
        const list = map.get(owner as number) ?? [];
        list.push({
          ...(pick(targetRow as Row) as object),
          ...(Object.keys(linkValues).length ? { pivot: linkValues } : {}),
        });
        map.set(owner as number, list);
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
export function restrictedTo(
  allowed: (context: ResourceContext) => boolean,
  loader: RelationLoader,
): RelationLoader {
  return {
    always: loader.always,
    load: (context, rows) =>
      allowed(context) ? loader.load(context, rows) : Promise.resolve(new Map<number, unknown>()),
  };
}

/** The short form of a related item: enough to show and link it. */
export const summary =
  (
    segment: string,
    type: string,
    header: (row: Row) => string,
    extra: (row: Row) => Record<string, unknown> = () => ({}),
  ) =>
  (row: Row) => ({
    id: row.id,
    uuid: row.uuid,
    fqmi: `${segment}:${row.uuid}|${type}`,
    header: header(row),
    ...extra(row),
  });
