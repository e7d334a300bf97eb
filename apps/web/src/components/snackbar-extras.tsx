import { Button, List } from '@mantine/core';
import type { Snackbar } from '../api/http-environment.ts';

/** A snackbar's field messages and its action button (a chunk of its own, see show-snackbar.tsx). */
export function SnackbarExtras(props: {
  details: string[] | undefined;
  action: Snackbar['action'];
  color: Snackbar['color'];
  onAction(): void;
}) {
  const { details, action } = props;
  return (
    <>
      {details && details.length > 0 && (
        <List size="sm" spacing={2}>
          {details.map((detail) => (
            <List.Item key={detail}>{detail}</List.Item>
          ))}
        </List>
      )}
      {action && (
        <Button size="xs" variant="light" color={props.color} w="fit-content" onClick={props.onAction}>
          {action.label}
        </Button>
      )}
    </>
  );
}
