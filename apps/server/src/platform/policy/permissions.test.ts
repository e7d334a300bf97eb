import { describe, expect, it } from 'vitest';
import { type Actor, guestActor } from '../auth/actor.ts';
import { adminOnly, superAdminOnly } from './define-policy.ts';
import { hasRole, heldPermissions, holds } from './permissions.ts';

const nordlys = { id: 1, uuid: 'n', name: 'Nordlys', is_manager: true };
const fjord = { id: 2, uuid: 'f', name: 'Fjord', is_manager: false };
const user = { id: 7 } as Actor['user'];

/** A signed-in user with no company, no department and no admin flag, then what the test says. */
function actor(overrides: Partial<Actor>): Actor {
  return { ...guestActor(1), principal: { kind: 'user' }, user, ...overrides };
}

describe('holds (the permission registry on the server)', () => {
  it('gives a manager the organization area only in a company they manage', () => {
    const manager = actor({ companies: [nordlys, fjord] });
    expect(holds(manager, 'organization.manage')).toBe(true);
    const inFjord = actor({ companies: [nordlys, fjord], scope: { type: 'company', ...fjord } });
    expect(holds(inFjord, 'organization.manage')).toBe(false);
    expect(holds(inFjord, 'people.search')).toBe(true);
    expect(hasRole(inFjord, 'manager')).toBe(false);
    expect(holds(manager, 'academy.administer')).toBe(false);
  });

  it('gives a department head the organization area of their company, and a learner nothing', () => {
    const head = actor({ companies: [fjord], departments: [{ id: 5, company_id: 2, is_head: true }] });
    expect(heldPermissions(head)).toEqual(['organization.manage', 'people.search']);
    expect(heldPermissions(actor({ companies: [fjord] }))).toEqual([]);
  });

  it('answers the administrators’ rules from the registry', () => {
    const admin = actor({ isAdmin: true });
    const superAdmin = actor({ isSuperAdmin: true });
    expect([adminOnly(admin), superAdminOnly(admin)]).toEqual([true, false]);
    expect([adminOnly(superAdmin), superAdminOnly(superAdmin)]).toEqual([true, true]);
    expect(adminOnly(actor({}))).toBe(false);
  });

  it('gives a guest nothing, and an API key only what it was given', () => {
    const guest = actor({ user: null, principal: { kind: 'guest' } });
    expect(heldPermissions(guest)).toEqual([]);
    expect(holds(guest, 'people.search')).toBe(false);
    const key = actor({
      user: null,
      companies: [nordlys],
      principal: { kind: 'api_key', id: 1, uuid: 'k', name: 'HR', companyId: 1, permissions: ['users.read'] },
    });
    expect(holds(key, 'users.read')).toBe(true);
    expect(holds(key, 'users.write')).toBe(false);
    expect(holds(key, 'organization.manage')).toBe(false);
    expect(adminOnly(key)).toBe(false);
    expect(heldPermissions(key)).toEqual(['users.read']);
  });
});
