import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n/i18n-setup.ts';
import { FormDialog } from './form-dialog.tsx';
import { FormSurface } from './form-surface.tsx';

const form = (
  <form data-testid="a-form">
    <FormSurface>
      <input aria-label="Name" />
    </FormSurface>
  </form>
);

describe('a form in a dialog', () => {
  it('draws no card of its own inside the dialog, and its card on a page', async () => {
    render(
      <MantineProvider>
        <FormDialog opened onClose={() => undefined} title="New chapter">
          {form}
        </FormDialog>
        <main>{form}</main>
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New chapter' });
    const inDialog = within(dialog).getByTestId('a-form');
    expect(inDialog.querySelector('.mantine-Paper-root[data-with-border]')).toBeNull();
    expect(inDialog.querySelector('[data-surface="dialog"]')).not.toBeNull();
    const onPage = within(screen.getByRole('main')).getByTestId('a-form');
    expect(onPage.querySelector('.mantine-Paper-root[data-with-border]')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
