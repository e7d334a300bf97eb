import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OperationContract } from './common/operation-contract.ts';
import { operationPath } from './common/operation-route.ts';
import { operationRoutes } from './operation-routes.ts';
import { operationContracts } from './operations.ts';
import { resourceContracts } from './resources.ts';

describe('the operation registry', () => {
  it('names each operation once and each method and path once', () => {
    const names = operationContracts.map((operation) => operation.name);
    expect(new Set(names).size).toBe(names.length);
    const routes = operationContracts.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('is served where the route table (the web client’s, without schemas) says', () => {
    const fromContracts = Object.fromEntries(
      operationContracts.map(({ name, method, path }) => [name, { method, path }]),
    );
    expect(operationRoutes).toEqual(fromContracts);
  });

  it('composes every feature: each file’s operations, exactly its route table, are in the lists', async () => {
    const folder = new URL('./operations/', import.meta.url);
    const features = readdirSync(folder).filter(
      (file) => /^[a-z-]+\.ts$/.test(file) && !file.endsWith('.test.ts'),
    );
    expect(features.length).toBeGreaterThan(0);
    const composed = new Set<unknown>(operationContracts);
    for (const file of features) {
      const operations: Record<string, unknown> = await import(new URL(file, folder).href);
      const routeTables: Record<string, unknown> = await import(
        new URL(file.replace(/\.ts$/, '.routes.ts'), folder).href
      );
      const lists = Object.entries(operations).filter(([key]) => key.endsWith('Operations'));
      expect(lists, `${file} exports one list of its operations`).toHaveLength(1);
      const list = lists[0][1] as readonly OperationContract[];
      // Every operation the file exports is in its list, and the list is in operationContracts.
      const exported = Object.values(operations).filter(isOperation);
      expect(new Set(list), file).toEqual(new Set(exported));
      for (const operation of list)
        expect(composed.has(operation), `${operation.name} in operationContracts`).toBe(true);
      // The file's route table names exactly its operations, and operation-routes.ts includes it.
      const [table] = Object.values(routeTables) as Record<string, { method: string; path: string }>[];
      expect(Object.keys(table).sort(), file).toEqual(list.map((operation) => operation.name).sort());
      for (const [name, route] of Object.entries(table))
        expect(operationRoutes, name).toHaveProperty([name], route);
    }
  });

  it('guards with abilities the named resource declares', () => {
    for (const { guard, name } of operationContracts) {
      if (typeof guard === 'string') continue;
      const contract = resourceContracts.find((resource) => resource.segment === guard.resource);
      expect(contract?.abilities, name).toContain(guard.ability);
    }
  });

  it('declares a params schema exactly when the path has parameters', () => {
    for (const operation of operationContracts) {
      const names = [...operation.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const declared = 'params' in operation ? Object.keys(operation.params.shape) : [];
      expect(declared.sort(), operation.name).toEqual(names.sort());
    }
  });
});

/** An operation contract among a feature file's exports (its schemas and helpers are not). */
function isOperation(value: unknown): value is OperationContract {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    'method' in value &&
    'path' in value &&
    'guard' in value
  );
}

describe('operationPath', () => {
  it('puts each parameter into the path, encoded', () => {
    expect(operationPath('/api/v1/examinations/:id/submit', { id: 'a b/c' })).toBe(
      '/api/v1/examinations/a%20b%2Fc/submit',
    );
  });
  it('refuses a missing parameter', () => {
    expect(() => operationPath('/api/v1/examinations/:id', {})).toThrow(/missing parameter id/);
  });
});
