import { installHttpEnvironment } from '../../api/http-environment.ts';
import { sessionStore } from '../../api/session-store.ts';
import { showSnackbar } from '../../components/show-snackbar.tsx';
import { currentLanguage, i18n } from '../../i18n/i18n-setup.ts';
import { getRouter } from '../routing/app-router.tsx';

/** Connects the HTTP client to the app's texts, snackbars and router. */
export function installAppHttpEnvironment(): void {
  installHttpEnvironment({
    t: (key, options) => i18n.t(key, options ?? {}),
    language: currentLanguage,
    notify: showSnackbar,
    // flushSync: the new page is committed before the caller resets the context, so the page being left
    // never re-renders without a token (its guard would send the user to plain /login).
    navigate: (path) => getRouter().navigate(path, { flushSync: true }),
    currentPath: () => window.location.pathname,
    currentUrl: () => window.location.href,
    onSignedOut: () => {
      sessionStore.set(
        sessionStore.get() ? { ...sessionStore.get()!, user: null, impersonating: false } : null,
      );
      // Loaded long before anyone signs out (the query provider needs it); imported here rather than at the
      // top so the entry does not carry TanStack Query.
      void import('../../api/query-client.ts').then(({ queryClient }) => queryClient.clear());
    },
  });
}
