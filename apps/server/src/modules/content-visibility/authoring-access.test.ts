import { describe, expect, it } from 'vitest';
import { type Actor, guestActor } from '../../platform/auth/actor.ts';
import { authorsOnly, readerCondition, seesAllContent } from './authoring-access.ts';

/** A signed-in user with no company and no admin flag, then what the test says. */
const actor = (overrides: Partial<Actor>): Actor => ({
  ...guestActor(1),
  principal: { kind: 'user' },
  user: { id: 7 } as Actor['user'],
  ...overrides,
});

describe('authoring access', () => {
  const authors = [actor({ isAdmin: true }), actor({ isSuperAdmin: true })];
  const readers = [actor({}), guestActor(1)];

  it('lets administrators see all content, unnarrowed, without building the reader condition', () => {
    for (const author of authors) {
      expect(seesAllContent(author)).toBe(true);
      expect(authorsOnly(author)).toBeUndefined();
      expect(
        readerCondition(author, () => {
          throw new Error('built for an author');
        }),
      ).toBeUndefined();
    }
  });

  it('narrows every other reader by the condition, and shows them no authors-only content', () => {
    for (const reader of readers) {
      expect(seesAllContent(reader)).toBe(false);
      expect(authorsOnly(reader)).toBe(false);
      expect(readerCondition(reader, () => 'narrowed')).toBe('narrowed');
    }
  });
});
