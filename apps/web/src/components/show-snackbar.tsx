import { Button, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Snackbar } from '../api/http-environment.ts';
import { i18n } from '../i18n/i18n-setup.ts';

/** Snackbars are Mantine notifications (DESIGN §6); errors stay until closed so they can be read. */
export function showSnackbar(snackbar: Snackbar): void {
  if (snackbar.id) notifications.hide(snackbar.id);
  const { action } = snackbar;
  // A field message that repeats the headline (e.g. wrong credentials) is not listed twice.
  const details = snackbar.details?.filter((detail) => detail !== snackbar.message);
  notifications.show({
    id: snackbar.id,
    color: snackbar.color,
    title: snackbar.title,
    autoClose: snackbar.color === 'red' ? 10_000 : 5_000,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('actions.close') },
    message: (
      <Stack gap={6} data-testid="snackbar">
        <Text size="sm">{snackbar.message}</Text>
        {details && details.length > 0 && (
          <List size="sm" spacing={2}>
            {details.map((detail) => (
              <List.Item key={detail}>{detail}</List.Item>
            ))}
          </List>
        )}
        {action && (
          <Button
            size="xs"
            variant="light"
            color={snackbar.color}
            w="fit-content"
            onClick={() => {
              if (snackbar.id) notifications.hide(snackbar.id);
              action.onClick();
            }}
          >
            {action.label}
          </Button>
        )}
      </Stack>
    ),
  });
}
