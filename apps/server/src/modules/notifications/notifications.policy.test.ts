import { describe, expect, it } from 'vitest';
import { abilitiesFor } from '../../platform/policy/define-policy.ts';
import { policyActors } from '../enrollments/learning-test-support.ts';
import { notificationPolicy } from './notifications.policy.ts';

const actors = policyActors(10, 20, 11);

describe('notification policy', () => {
  it("gives only the owner any ability on the learner's notification", () => {
    const notification = { user_id: actors.learner.user!.id };
    const none = { view: false, update: false, delete: false };
    expect(abilitiesFor(notificationPolicy, actors.learner, notification)).toEqual({
      view: true,
      update: true,
      delete: true,
    });
    expect(abilitiesFor(notificationPolicy, actors.manager, notification)).toEqual(none);
    expect(abilitiesFor(notificationPolicy, actors.otherManager, notification)).toEqual(none);
    expect(abilitiesFor(notificationPolicy, actors.admin, notification)).toEqual(none);
    expect(abilitiesFor(notificationPolicy, actors.superAdmin, notification)).toEqual(none);
  });

  it('gives an admin the full map on their own notification, and nobody creates one through the API', () => {
    const own = { user_id: actors.admin.user!.id };
    expect(abilitiesFor(notificationPolicy, actors.admin, own)).toEqual({
      view: true,
      update: true,
      delete: true,
    });
    expect(Object.values(actors).some((actor) => notificationPolicy.create(actor))).toBe(false);
  });
});
