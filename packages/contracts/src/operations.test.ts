import { describe, expect, it } from 'vitest';
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
