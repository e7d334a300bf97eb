import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from './define-resource.ts';

/**
 * The resources the generic API serves, from one explicit list (modules/resources.ts): the routes are
 * registered from it and relations look up a related table's resource in it (its visibility and view rule).
 * The list's order is kept: routes are registered in it, and the first resource of a table is that table's.
 */
export type ResourceRegistry = {
  readonly all: readonly ResourceDefinition[];
  bySegment(segment: string): ResourceDefinition | undefined;
  ofTable(table: PgTable): ResourceDefinition | undefined;
};

export function resourceRegistry(definitions: readonly ResourceDefinition[]): ResourceRegistry {
  const bySegment = new Map<string, ResourceDefinition>();
  const byTable = new Map<PgTable, ResourceDefinition>();
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
