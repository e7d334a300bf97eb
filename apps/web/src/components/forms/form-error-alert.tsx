import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A form-level error (wrong credentials, throttling, connection), announced to screen readers. */
export function FormErrorAlert(props: { message: string | null }) {
  if (!props.message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
      data-testid="form-error"
    >
      {props.message}
    </Alert>
  );
}
