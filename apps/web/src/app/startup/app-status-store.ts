/** Which full-screen state the app is in: the loader, the router, or one of the start-up error screens. */
export type AppStatus =
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'maintenance' }
  | { status: 'not-found' }
  | { status: 'error'; code: number; statusText: string };

type Listener = () => void;
let current: AppStatus = { status: 'loading' };
const listeners = new Set<Listener>();

export const appStatusStore = {
  get: () => current,
  set(next: AppStatus) {
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
