import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from '../../../i18n/i18n-setup.ts';

/** Renders a learner component with the texts, Mantine and a router, for component tests. */
export function renderWithProviders(node: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>{node}</MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
}
