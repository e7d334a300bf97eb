import type { Context } from '@academy/contracts/entities/context';
import { clientStorage } from './client-storage.ts';

/**
 * The loaded context (spec §3) in one small external store, so the HTTP client can read the scope
 * synchronously and React reads it through useSyncExternalStore.
 */
type Listener = () => void;

let current: Context | null = null;
const listeners = new Set<Listener>();

export const sessionStore = {
  get: () => current,
  set(next: Context | null) {
    current = next;
    const user = next?.user ?? null;
    // The context item of spec §3: the user flags that guards need before the context is reloaded.
    clientStorage.setContextUser(
      user
        ? {
            uuid: user.uuid,
            name: user.name,
            is_admin: user.is_admin,
            is_super_admin: user.is_super_admin,
            is_manager: user.is_manager,
          }
        : null,
    );
    for (const listener of listeners) listener();
  },
  /** Applies poll values (spec §4: changed context values are updated). */
  patch(update: (context: Context) => Context) {
    if (current) sessionStore.set(update(current));
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** Context-Scope: the impersonated scope, else the chosen company, else the context's own scope (spec §7). */
export function currentScope(): string | null {
  return (
    clientStorage.getImpersonation() ?? clientStorage.getScope() ?? current?.context?.scope?.fqmi ?? null
  );
}

/** Context-User: set when the impersonated scope is a user (`users:<uuid>|user`). */
export function currentContextUser(): string | null {
  const scope = clientStorage.getImpersonation();
  return scope?.endsWith('|user') ? scope : null;
}
