import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { closeErrorSnackbars, showSnackbar } from './show-snackbar.tsx';

const open = () =>
  [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue].map(
    (snackbar) => ({ color: snackbar.color, autoClose: snackbar.autoClose }),
  );

afterEach(() => notifications.clean());

describe('snackbars', () => {
  it('time out unless they are errors, which stay', () => {
    showSnackbar({ color: 'green', message: 'Saved' });
    showSnackbar({ color: 'red', message: 'Refused' });
    expect(open()).toEqual([
      { color: 'green', autoClose: 5_000 },
      { color: 'red', autoClose: false },
    ]);
  });

  it('close only the errors, shown or still queued, when the user goes to another page', () => {
    // More than the host shows at once (four): the rest wait in the queue and must go too.
    for (const message of ['a', 'b', 'c', 'd', 'e']) showSnackbar({ color: 'red', message });
    showSnackbar({ color: 'red', id: 'forbidden', message: 'Forbidden' });
    showSnackbar({ color: 'green', message: 'Saved' });
    closeErrorSnackbars();
    expect(open()).toEqual([{ color: 'green', autoClose: 5_000 }]);
  });
});
