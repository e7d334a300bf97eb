import { describe, expect, it } from 'vitest';
import { apiKeyPermissions } from './entities/api-key.ts';
import { apiKeyGrantable, permissionRegistry, permissionsOfRoles } from './permissions.ts';

describe('the permission registry', () => {
  it('gives each role the permissions it names', () => {
    expect(permissionsOfRoles(new Set(['learner']))).toEqual([]);
    expect(permissionsOfRoles(new Set(['learner', 'manager', 'any_company_manager']))).toEqual([
      'organization.manage',
      'people.search',
    ]);
    expect(permissionsOfRoles(new Set(['learner', 'any_company_manager']))).toEqual(['people.search']);
    expect(permissionsOfRoles(new Set(['learner', 'admin']))).toEqual([
      'academy.administer',
      'organization.manage',
      'people.search',
    ]);
    expect(permissionsOfRoles(new Set(['learner', 'admin', 'super_admin']))).toContain('tenants.manage');
  });

  it('lets an API key be given exactly the permissions the API-key contract lists, and no user hold them by role', () => {
    expect([...apiKeyGrantable].sort()).toEqual([...apiKeyPermissions].sort());
    for (const name of apiKeyGrantable) expect(permissionRegistry[name].roles).toEqual([]);
  });
});
