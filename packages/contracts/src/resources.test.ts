import { describe, expect, it } from 'vitest';
import type { ResourceContract } from './common/resource-contract.ts';
import { contractFor, resourceContracts } from './resources.ts';

/**
 * Each contract on its own terms (the server's test, resource-contracts.test.ts, holds them against what the
 * API serves): what one part of a contract names, another part must have.
 */
const contracts: readonly ResourceContract[] = resourceContracts;
const segments = contracts.map((contract) => contract.segment);
const bySegment = contracts.map((contract) => [contract.segment, contract] as const);

describe('resource contracts', () => {
  it('name each segment once', () => {
    expect(new Set(segments).size).toBe(segments.length);
  });

  it('are found by their segment', () => {
    for (const contract of contracts) expect(contractFor(contract.segment)).toBe(contract);
    expect(contractFor('no-such-resource')).toBeUndefined();
  });

  it.each(bySegment)('%s: the default sort is one of its sorts', (_segment, contract) => {
    if (contract.defaultSort === undefined) return;
    for (const part of contract.defaultSort.split(','))
      expect(contract.sorts).toContain(part.replace(/^-/, ''));
  });

  it.each(bySegment)('%s: links point at resources that have contracts', (_segment, contract) => {
    for (const [name, link] of Object.entries(contract.links)) {
      expect(segments, `link ${name}`).toContain(link.target);
      expect(link.operations.length, `link ${name} has operations`).toBeGreaterThan(0);
    }
  });

  it.each(bySegment)('%s: abilities name what the contract offers', (_segment, contract) => {
    expect(contract.abilities).toContain('view');
    expect(new Set(contract.abilities).size).toBe(contract.abilities.length);
    if (contract.update) expect(contract.abilities).toContain('update');
    if (contract.delete) expect(contract.abilities).toContain('delete');
    if (contract.clone) expect(contract.abilities).toContain('clone');
  });

  it.each(bySegment)('%s: the item has the base fields of every entity', (_segment, contract) => {
    for (const field of ['id', 'uuid', 'fqmi', 'header', 'abilities', 'relations'])
      expect(Object.keys(contract.item.shape)).toContain(field);
  });

  it.each(bySegment)('%s: each `with` relation is an optional field of the item', (_segment, contract) => {
    for (const name of contract.with) {
      const field = contract.item.shape[name];
      expect(field, `item field ${name}`).toBeDefined();
      // Left out unless asked for: the item must parse without it.
      expect(field.safeParse(undefined).success, `${name} is optional`).toBe(true);
    }
  });
});
