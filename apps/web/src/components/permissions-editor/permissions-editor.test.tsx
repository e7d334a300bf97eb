import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderAt } from '../../test/resource-ui.tsx';
import { PermissionsEditor } from './permissions-editor.tsx';

const saved = [
  { code: 'expiry_digest', value: true },
  { code: 'sso_login', value: false },
  { code: 'self_registration', value: false },
];

describe('PermissionsEditor', { timeout: 30_000 }, () => {
  it('names every code the company lists, and saves the whole map once one is switched', async () => {
    const onSave = vi.fn(async () => ({}));
    renderAt(<PermissionsEditor permissions={saved} onSave={onSave} />);
    expect(
      screen.getAllByTestId('permission-row').map((row) => within(row).getAllByText(/\w/)[0].textContent),
    ).toEqual([
      'Weekly certificate-expiry digest',
      'Facebook and Microsoft sign-in',
      'Dedicated registration page',
    ]);
    const save = screen.getByTestId('permissions-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Allow Facebook and Microsoft sign-in'));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ expiry_digest: true, sso_login: true, self_registration: false }),
    );
  });

  it("shows the server's refusal and keeps the changes", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError({ kind: 'forbidden', status: 403, message: 'Access denied.' });
    });
    renderAt(<PermissionsEditor permissions={saved} onSave={onSave} />);
    fireEvent.click(screen.getByLabelText('Allow Dedicated registration page'));
    fireEvent.click(screen.getByTestId('permissions-save'));
    expect(await screen.findByTestId('form-error')).toBeTruthy();
    expect((screen.getByLabelText('Allow Dedicated registration page') as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('is read-only where the company may not be changed', () => {
    renderAt(<PermissionsEditor permissions={saved} readOnly onSave={vi.fn()} />);
    expect(
      (screen.getByLabelText('Allow Weekly certificate-expiry digest') as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.queryByTestId('permissions-save')).toBeNull();
  });
});
