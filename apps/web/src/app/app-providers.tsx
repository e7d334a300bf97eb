import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../api/query-client.ts';
import { holdModalEvents } from '../components/overlays/held-modal-events.ts';
import { i18n } from '../i18n/i18n-setup.ts';
import { theme } from './theme.ts';

// Snackbars and modals are not part of the first screen: their hosts (with Mantine's modal, focus trap,
// scroll area and floating-ui) load beside it rather than in the entry (DESIGN §8 budget).
holdModalEvents();
const OverlayHosts = lazy(async () => ({
  default: (await import('../components/overlays/overlay-hosts.tsx')).OverlayHosts,
}));

export function AppProviders(props: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <Suspense fallback={null}>
            <OverlayHosts />
          </Suspense>
          {props.children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
