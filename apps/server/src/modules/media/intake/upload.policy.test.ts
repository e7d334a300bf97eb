import { describe, expect, it } from 'vitest';
import { type Actor, guestActor } from '../../../platform/auth/actor.ts';
import { mayUpload, uploadsEveryKind } from './upload.policy.ts';

const company = { id: 1, uuid: 'c', name: 'Nordlys' };

/** A signed-in user with no company and no admin flag, then what the test says. */
const actor = (overrides: Partial<Actor>): Actor => ({
  ...guestActor(1),
  principal: { kind: 'user' },
  user: { id: 7 } as Actor['user'],
  ...overrides,
});

describe('upload policy', () => {
  it('lets administrators upload every kind', () => {
    for (const admin of [actor({ isAdmin: true }), actor({ isSuperAdmin: true })]) {
      expect([mayUpload(admin), uploadsEveryKind(admin)]).toEqual([true, true]);
    }
  });

  it('lets a company manager upload, but not every kind', () => {
    const manager = actor({ companies: [{ ...company, is_manager: true }] });
    expect([mayUpload(manager), uploadsEveryKind(manager)]).toEqual([true, false]);
  });

  it('refuses a learner, a guest and an API key', () => {
    const learner = actor({ companies: [{ ...company, is_manager: false }] });
    const apiKey: Actor = {
      ...guestActor(1),
      principal: { kind: 'api_key', id: 1, uuid: 'k', name: 'Key', companyId: 1, permissions: [] },
      companies: [{ ...company, is_manager: true }],
    };
    expect([learner, guestActor(1), apiKey].map(mayUpload)).toEqual([false, false, false]);
  });
});
