import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { releaseModalEvents } from './held-modal-events.ts';

/**
 * Where snackbars and modals render. Loaded as its own chunk beside the first screen (neither is part of
 * what a visitor first sees): snackbars shown meanwhile wait in Mantine's notifications store, and modal
 * events are held until the modal host listens.
 */
export function OverlayHosts() {
  // Children's effects run first: by now ModalsProvider listens for the modal events.
  useEffect(() => releaseModalEvents(), []);
  return (
    <>
      <Notifications position="top-right" limit={4} />
      <ModalsProvider />
    </>
  );
}
