import { MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdModalEvents } from './held-modal-events.ts';
import { OverlayHosts } from './overlay-hosts.tsx';

describe('overlay hosts that load after the first screen', () => {
  it('show a modal and a snackbar requested before they were there, and take later ones directly', async () => {
    holdModalEvents();
    // As at start-up: the outdated-frontend dialog and a snackbar before the hosts' chunk has arrived.
    modals.openConfirmModal({
      title: 'A newer version is required',
      labels: { confirm: 'OK', cancel: 'Cancel' },
    });
    notifications.show({ message: 'Saved before the host was there' });

    render(
      <MantineProvider>
        <OverlayHosts />
      </MantineProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'A newer version is required' })).toBeTruthy();
    expect(await screen.findByText('Saved before the host was there')).toBeTruthy();

    modals.closeAll();
    modals.openConfirmModal({ title: 'Restart the course?', labels: { confirm: 'OK', cancel: 'Cancel' } });
    expect(await screen.findByRole('dialog', { name: 'Restart the course?' })).toBeTruthy();
  });
});
