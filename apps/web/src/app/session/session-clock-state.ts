/** spec §4/§9: the logout warning appears under 10 minutes before the scheduled logout. */
export const LOGOUT_WARNING_MS = 10 * 60 * 1000;

export type SessionClockState =
  | { kind: 'hidden' }
  | { kind: 'counting'; remainingMs: number }
  | { kind: 'expired' };

export function sessionClockState(logoutAt: string | null | undefined, now: number): SessionClockState {
  if (!logoutAt) return { kind: 'hidden' };
  const at = Date.parse(logoutAt);
  if (Number.isNaN(at)) return { kind: 'hidden' };
  const remainingMs = at - now;
  if (remainingMs >= LOGOUT_WARNING_MS) return { kind: 'hidden' };
  if (remainingMs <= 0) return { kind: 'expired' };
  return { kind: 'counting', remainingMs };
}
