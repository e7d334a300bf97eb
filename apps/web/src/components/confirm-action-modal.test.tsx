import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { i18n } from '../i18n/i18n-setup.ts';
import { ConfirmActionBody } from './confirm-action-modal.tsx';

function renderBody(onConfirm: () => void | Promise<void>, onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <ConfirmActionBody
          title="Delete"
          message="This deletes the course."
          word="DELETE"
          onConfirm={onConfirm}
          onClose={onClose}
        />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('ConfirmActionBody', () => {
  it('keeps the action disabled until the given word is typed', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderBody(onConfirm, onClose);
    const submit = screen.getByTestId('confirm-action-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('confirm-action-input'), { target: { value: 'delete' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('confirm-action-input'), { target: { value: 'DELETE' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
  it('says why the action was refused and stays open', async () => {
    const onClose = vi.fn();
    renderBody(async () => {
      throw new ApiError({ kind: 'server', status: 409, message: 'This item is in use.' });
    }, onClose);
    fireEvent.change(screen.getByTestId('confirm-action-input'), { target: { value: 'DELETE' } });
    fireEvent.click(screen.getByTestId('confirm-action-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('This item is in use.');
    expect(onClose).not.toHaveBeenCalled();
  });
  it('shows which word to type', () => {
    renderBody(vi.fn());
    expect(screen.getByLabelText('Type DELETE to confirm').tagName).toBe('INPUT');
  });
});
