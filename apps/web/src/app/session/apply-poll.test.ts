import type { Context } from '@academy/contracts/entities/context';
import { describe, expect, it } from 'vitest';
import { applyPoll, pollInterval } from './apply-poll.ts';

const context = {
  application: {
    name: 'A',
    version: '1',
    frontend_required: null,
    enable_gtm: false,
    poll_interval: 30000,
    facebook_login: false,
  },
  user: { logout_at: '2030-01-01T00:00:00Z' },
} as unknown as Context;

describe('applyPoll', () => {
  it('updates the required frontend version and the logout time', () => {
    const next = applyPoll(context, { frontend_required: '2.0.0', logout_at: '2030-01-02T00:00:00Z' });
    expect(next.application.frontend_required).toBe('2.0.0');
    expect(next.user?.logout_at).toBe('2030-01-02T00:00:00Z');
  });
  it('returns the same object when nothing changed', () => {
    expect(
      applyPoll(context, { frontend_required: null, logout_at: '2030-01-01T00:00:00Z', unread: 3 }),
    ).toBe(context);
  });
});

describe('pollInterval', () => {
  it('defaults to 30000 ms and takes a configured interval', () => {
    expect(pollInterval(null)).toBe(30000);
    expect(pollInterval({ ...context, application: { ...context.application, poll_interval: 5000 } })).toBe(
      5000,
    );
  });
});
