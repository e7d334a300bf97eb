import { describe, expect, it } from 'vitest';
import { sessionClockState } from './session-clock-state.ts';

const now = Date.parse('2030-01-01T12:00:00Z');

describe('sessionClockState', () => {
  it('is hidden without a logout time or 10 minutes or more before it', () => {
    expect(sessionClockState(null, now)).toEqual({ kind: 'hidden' });
    expect(sessionClockState('2030-01-01T12:10:00Z', now)).toEqual({ kind: 'hidden' });
  });
  it('counts down under 10 minutes', () => {
    expect(sessionClockState('2030-01-01T12:09:59Z', now)).toEqual({
      kind: 'counting',
      remainingMs: 599_000,
    });
  });
  it('is expired once the time has passed', () => {
    expect(sessionClockState('2030-01-01T12:00:00Z', now)).toEqual({ kind: 'expired' });
    expect(sessionClockState('2030-01-01T11:00:00Z', now)).toEqual({ kind: 'expired' });
  });
});
