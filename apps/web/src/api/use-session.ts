import type { Context } from '@academy/contracts/entities/context';
import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store.ts';

/** The loaded context; re-renders when sign-in, sign-out or the poll changes it. */
export function useSession(): Context | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
