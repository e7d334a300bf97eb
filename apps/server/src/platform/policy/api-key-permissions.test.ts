import { describe, expect, it } from 'vitest';
import { type Actor, guestActor } from '../auth/actor.ts';
import { apiKeyMay, apiKeyPermissionFor, withApiKeyPermissions } from './api-key-permissions.ts';
import { definePolicy, never } from './define-policy.ts';

const keyActor = (permissions: ('users.read' | 'users.write')[]): Actor => ({
  ...guestActor(1),
  principal: { kind: 'api_key', id: 1, uuid: 'k', name: 'Key', companyId: 7, permissions },
  companies: [{ id: 7, uuid: 'c', name: 'Nordlys', is_manager: true }],
});
const userActor: Actor = { ...guestActor(1), principal: { kind: 'user' } };

describe('API key permissions', () => {
  it('maps a resource action to the permission it needs, and nothing outside the list', () => {
    expect(apiKeyPermissionFor('users', 'viewAny')).toBe('users.read');
    expect(apiKeyPermissionFor('users', 'view')).toBe('users.read');
    expect(apiKeyPermissionFor('users', 'update')).toBe('users.write');
    expect(apiKeyPermissionFor('users', 'resetPassword')).toBe('users.write');
    expect(apiKeyPermissionFor('company-reports', 'view')).toBe('reports.read');
    // No reports.write or certificates.write exists, and other resources are closed to keys.
    expect(apiKeyPermissionFor('company-reports', 'create')).toBeNull();
    expect(apiKeyPermissionFor('certificates', 'update')).toBeNull();
    expect(apiKeyPermissionFor('api-keys', 'viewAny')).toBeNull();
    expect(apiKeyPermissionFor('courses', 'viewAny')).toBeNull();
  });

  it('asks a key for its permission besides the rule, and leaves users and `never` alone', () => {
    const policy = withApiKeyPermissions(
      'users',
      definePolicy<{ id: number }>({
        viewAny: () => true,
        create: () => true,
        view: () => true,
        update: () => true,
        delete: never,
      }),
    );
    const reader = keyActor(['users.read']);
    expect(policy.viewAny(reader)).toBe(true);
    expect(policy.item.view(reader, { id: 1 })).toBe(true);
    expect(policy.item.update(reader, { id: 1 })).toBe(false);
    expect(policy.create(reader)).toBe(false);
    expect(policy.item.update(keyActor(['users.write']), { id: 1 })).toBe(true);
    expect(policy.item.update(userActor, { id: 1 })).toBe(true);
    expect(policy.item.delete).toBe(never);
    expect(apiKeyMay(userActor, 'courses', 'update')).toBe(true);
  });
});
