import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
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
      <LocalizedMantineProvider>
        <Suspense fallback={<FullScreenLoader />}>
          <QueryProvider>
            <Suspense fallback={null}>
              <OverlayHosts />
            </Suspense>
            {props.children}
          </QueryProvider>
        </Suspense>
      </LocalizedMantineProvider>
    </I18nextProvider>
  );
}

/** The theme with the labels Mantine writes itself (a password's show/hide button), in the page's language. */
function LocalizedMantineProvider(props: { children: ReactNode }) {
  const { t } = useTranslation();
  const toggleLabel = t('common.toggle_password');
  const localized = useMemo(
    () => ({
      ...theme,
      components: {
        ...theme.components,
        PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': toggleLabel } } },
      },
    }),
    [toggleLabel],
  );
  return (
    <MantineProvider theme={localized} defaultColorScheme="light">
      {props.children}
    </MantineProvider>
  );
}
