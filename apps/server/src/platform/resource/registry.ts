import type { PgTable } from 'drizzle-orm/pg-core';
import type { AnyResource } from './define-resource.ts';

/**
 * The resources the generic API serves, from one explicit list (modules/resources.ts): the routes are
 * registered from it and relations look up a related table's resource in it (its visibility and view rule).
 * The list's order is kept: routes are registered in it, and the first resource of a table is that table's.
 */
export type ResourceRegistry = {
  readonly all: readonly AnyResource[];
  bySegment(segment: string): AnyResource | undefined;
  ofTable(table: PgTable): AnyResource | undefined;
};

export function resourceRegistry(definitions: readonly AnyResource[]): ResourceRegistry {
  const bySegment = new Map<string, AnyResource>();
  const byTable = new Map<PgTable, AnyResource>();
  for (const definition of definitions) {
    if (bySegment.has(definition.segment)) throw new Error(`Resource ${definition.segment} is listed twice`);
    bySegment.set(definition.segment, definition);
    if (!byTable.has(definition.table)) byTable.set(definition.table, definition);
  }
  return {
    all: definitions,
    bySegment: (segment) => bySegment.get(segment),
    ofTable: (table) => byTable.get(table),
  };
}
