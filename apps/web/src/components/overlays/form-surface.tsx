import { Box, Paper } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';

/** True inside a dialog: the dialog is already the form's white surface. */
const InDialog = createContext(false);

/** Marks its content as inside a dialog (FormDialog does it for every form it holds). */
export function InDialogProvider(props: { children: ReactNode }) {
  return <InDialog.Provider value>{props.children}</InDialog.Provider>;
}

/**
 * The surface a form sits on. On a page, a white bordered card: the page's grey would take the red of field
 * messages below the contrast AA asks. In a dialog, nothing of its own: a card inside the dialog's card
 * only adds a second frame.
 */
export function FormSurface(props: { children: ReactNode }) {
  const inDialog = useContext(InDialog);
  if (inDialog) return <Box data-surface="dialog">{props.children}</Box>;
  return (
    <Paper withBorder radius="md" p="lg" maw={680} data-surface="card">
      {props.children}
    </Paper>
  );
}
