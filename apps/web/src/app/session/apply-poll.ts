import type { Context } from '@academy/contracts/entities/context';

export type PollValues = Record<string, unknown>;

/**
 * spec §4 "Poll": changed context values are updated. Known keys go where the context keeps them
 * (frontend_required in application, logout_at on the user); the context is returned unchanged
 * (same object) when nothing changed so listeners do not re-render every 30 s.
 */
export function applyPoll(context: Context, values: PollValues): Context {
  let next = context;
  if ('frontend_required' in values) {
    const required = (values.frontend_required as string | null) ?? null;
    if (required !== next.application.frontend_required) {
      next = { ...next, application: { ...next.application, frontend_required: required } };
    }
  }
  if ('logout_at' in values && next.user) {
    const logoutAt = (values.logout_at as string | null) ?? null;
    if (logoutAt !== next.user.logout_at) next = { ...next, user: { ...next.user, logout_at: logoutAt } };
  }
  if (typeof values.poll_interval === 'number' && values.poll_interval !== next.application.poll_interval) {
    next = { ...next, application: { ...next.application, poll_interval: values.poll_interval } };
  }
  return next;
}

export const DEFAULT_POLL_INTERVAL_MS = 30_000;

/** spec §9: poll every 30000 ms unless the application configures another interval. */
export function pollInterval(context: Context | null): number {
  const configured = context?.application.poll_interval;
  return typeof configured === 'number' && configured >= 1000 ? configured : DEFAULT_POLL_INTERVAL_MS;
}
