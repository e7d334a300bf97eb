import { describe, expect, it } from 'vitest';
import { can } from './abilities.ts';

describe('can (spec §3 abilities)', () => {
  it('allows everything when the item has no abilities map', () => {
    expect(can({}, 'update')).toBe(true);
    expect(can({ abilities: null }, 'delete')).toBe(true);
  });
  it('follows the map the server sent', () => {
    const item = { abilities: { view: true, update: false } };
    expect(can(item, 'view')).toBe(true);
    expect(can(item, 'update')).toBe(false);
  });
  it('refuses an action the map does not name, as the server would', () => {
    expect(can({ abilities: { view: true } }, 'clone')).toBe(false);
  });
  it('refuses when there is no item yet', () => {
    expect(can(undefined, 'view')).toBe(false);
  });
});
