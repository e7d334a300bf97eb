import { clientStorage } from '../../api/client-storage.ts';
import type { GuardInput, GuardUser } from './run-guards.ts';

type SessionUser = (GuardUser & { logout_at?: string | null }) | null | undefined;

/**
 * What the guards read of the session — the stored token, the context's user and whether its scheduled logout
 * has passed — for the root route (every render) and the data loaders (before a page renders) alike.
 */
export function sessionGuardInput(
  user: SessionUser,
): Pick<GuardInput, 'hasToken' | 'sessionExpired' | 'user'> {
  return {
    hasToken: clientStorage.getToken() !== null,
    sessionExpired: Boolean(user?.logout_at && Date.parse(user.logout_at) <= Date.now()),
    user: user ?? null,
  };
}
