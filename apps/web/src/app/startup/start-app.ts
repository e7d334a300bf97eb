import type { Context } from '@academy/contracts/entities/context';
import { isApiError } from '../../api/api-error.ts';
import { clientStorage } from '../../api/client-storage.ts';
import { applyContextLanguage, loadContext } from '../../api/session/refresh-context.ts';
import { sessionStore } from '../../api/session-store.ts';
import { showSnackbar } from '../../components/show-snackbar.tsx';
import { currentLanguage, i18n, initialLanguage, switchLanguage } from '../../i18n/i18n-setup.ts';
import { preloadErrorPages } from '../errors/lazy-error-pages.tsx';
import { getRouter } from '../routing/app-router.tsx';
import { type AppStatus, appStatusStore } from './app-status-store.ts';
import { takeScopeParam } from './impersonation-param.ts';

/** spec §8 rows "Context load 503 / 404 / other". */
export function statusForContextError(error: unknown): AppStatus {
  if (isApiError(error)) {
    if (error.status === 503) return { status: 'maintenance' };
    if (error.status === 404) return { status: 'not-found' };
    return { status: 'error', code: error.status, statusText: error.statusText || error.message };
  }
  return { status: 'error', code: 0, statusText: String(error) };
}

type Loaded = { context: Context | null } | { error: unknown };

/** What start-up asks of the network before anything else, already on its way (`beginStartup`). */
export type StartupRequests = { textsLoaded: Promise<void>; contextLoaded: Promise<Loaded> };

/**
 * The first step of start-up, run before the app renders or the router starts loading the page's code: the texts
 * of the saved or browser language and the context are requested first, so they are not queued behind the page's
 * many script files (the browser opens only a few connections to one host). The context is asked in that language
 * already (i18n starts in it), and a start-up error screen waits for the texts, so it speaks it.
 */
export function beginStartup(): StartupRequests {
  const stripped = takeScopeParam(new URL(window.location.href));
  if (stripped)
    window.history.replaceState(
      window.history.state,
      '',
      stripped.pathname + stripped.search + stripped.hash,
    );
  return {
    textsLoaded: switchLanguage(initialLanguage()),
    contextLoaded: loadContext().then(
      (context) => ({ context }),
      (error: unknown) => ({ error }),
    ),
  };
}

/**
 * Start-up of spec §4: the loader covers the app until the context is loaded, the language set and the
 * tag manager and payment set up.
 */
export async function startApp({ textsLoaded, contextLoaded }: StartupRequests): Promise<void> {
  // The steps after the context are not needed to paint: their code loads beside the context, not after it.
  // Should it fail to load, the app still starts, without them (the snackbar says why).
  const setupLoaded = import('./after-context-setup.ts').catch((error: unknown) => {
    console.error(error);
    showSnackbar({ color: 'red', message: (error as Error).message });
    return null;
  });
  // Creating the router starts loading this address's lazy layout and page, so their code arrives while
  // the language and the context load instead of after them (the first screen paints sooner). One task later:
  // the browser starts the texts' module requests asynchronously, and the page's many files must not go first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  getRouter();
  await textsLoaded;
  const loaded = await contextLoaded;
  if ('error' in loaded) {
    const { error } = loaded;
    if (isApiError(error) && error.status === 401 && clientStorage.getToken()) {
      clientStorage.clearSession();
      window.location.reload();
      return;
    }
    appStatusStore.set(statusForContextError(error));
    return;
  }
  const context: Context | null = loaded.context;
  if (!context) {
    appStatusStore.set({ status: 'error', code: 0, statusText: i18n.t('errors.invalid_response') });
    return;
  }
  // spec §4: a stored token with no user in the context is stale; drop it and start over.
  if (clientStorage.getToken() && !context.user) {
    clientStorage.clearSession();
    window.location.reload();
    return;
  }
  sessionStore.set(context);
  const [, setup] = await Promise.all([applyContextLanguage(context), setupLoaded]);
  try {
    setup?.setupGtm({
      enabled: context.application.enable_gtm,
      id: context.tenant.gtm_id,
      locale: currentLanguage(),
    });
  } catch (error) {
    // The app stays usable without analytics; the error is reported, as spec §8 asks.
    console.error(error);
    showSnackbar({ color: 'red', message: (error as Error).message });
  }
  setup?.setupPayment(context.paddle);
  appStatusStore.set({ status: 'ready' });
  setup?.checkFrontendVersion(context.application.frontend_required);
  preloadErrorPages();
}
