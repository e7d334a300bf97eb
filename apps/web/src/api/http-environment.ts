/**
 * What the HTTP client needs from the running app (snackbars, navigation, texts). The app installs the real
 * one at start-up; tests install fakes. Keeping it separate lets the client stay free of React.
 */
export type SnackbarAction = { label: string; onClick: () => void };

export type Snackbar = {
  id?: string;
  color: 'red' | 'green' | 'blue' | 'orange';
  title?: string;
  message: string;
  details?: string[];
  action?: SnackbarAction;
};

export type HttpEnvironment = {
  t: (key: string, options?: Record<string, unknown>) => string;
  language: () => string;
  notify: (snackbar: Snackbar) => void;
  /** Client-side navigation, used for 401 → /login and the 403 snackbar's Logout. */
  navigate: (path: string) => void | Promise<void>;
  currentPath: () => string;
  currentUrl: () => string;
  /** Called when the signed-in state is dropped (token cleared), so the app can reset its context. */
  onSignedOut: () => void;
};

let environment: HttpEnvironment = {
  t: (key) => key,
  language: () => 'en',
  notify: () => {},
  navigate: (path) => window.location.assign(path),
  currentPath: () => window.location.pathname,
  currentUrl: () => window.location.href,
  onSignedOut: () => {},
};

export const httpEnvironment = () => environment;

export function installHttpEnvironment(next: Partial<HttpEnvironment>): void {
  environment = { ...environment, ...next };
}
