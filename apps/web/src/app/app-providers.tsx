import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { holdModalEvents } from '../components/overlays/held-modal-events.ts';
import { i18n } from '../i18n/i18n-setup.ts';
import { FullScreenLoader } from './errors/full-screen-loader.tsx';
import { theme } from './theme.ts';

// Snackbars and modals are not part of the first screen: their hosts (with Mantine's modal, focus trap,
// scroll area and floating-ui) load beside it rather than in the entry (DESIGN §8 budget).
holdModalEvents();
// TanStack Query is not needed before the context has loaded (the start-up loader covers the app until then):
// it loads beside the page's own chunks, not in the entry.
const QueryProvider = lazy(async () => ({
  default: (await import('./query-provider.tsx')).QueryProvider,
}));
const OverlayHosts = lazy(async () => ({
  default: (await import('../components/overlays/overlay-hosts.tsx')).OverlayHosts,
}));

export function AppProviders(props: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Suspense fallback={<FullScreenLoader />}>
          <QueryProvider>
            <Suspense fallback={null}>
              <OverlayHosts />
            </Suspense>
            {props.children}
          </QueryProvider>
        </Suspense>
      </MantineProvider>
    </I18nextProvider>
  );
}
