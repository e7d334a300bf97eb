import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manifests } from './manifests.ts';

/** The module folders under src/modules: each is one module with a manifest. */
const moduleFolders = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const duplicates = <T>(items: readonly T[]): T[] =>
  items.filter((item, index) => items.indexOf(item) !== index);

describe('module manifests', () => {
  it('lists one manifest for every module folder, named after it', () => {
    expect(manifests.map((manifest) => manifest.name).sort()).toEqual(moduleFolders);
  });

  it('names every resource once, and no segment twice', () => {
    const resources = manifests.flatMap((manifest) => manifest.resources);
    expect(duplicates(resources).map((resource) => resource.segment)).toEqual([]);
    expect(duplicates(resources.map((resource) => resource.segment))).toEqual([]);
  });

  it('names every route plugin once', () => {
    const routes = manifests.flatMap((manifest) => manifest.routes);
    expect(duplicates(routes).map((plugin) => plugin.name)).toEqual([]);
  });

  it('names every job registration once', () => {
    const jobs = manifests.flatMap((manifest) => manifest.jobs);
    expect(duplicates(jobs).map((register) => register.name)).toEqual([]);
  });
});
