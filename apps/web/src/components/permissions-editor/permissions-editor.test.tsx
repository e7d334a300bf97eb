import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderAt } from '../../test/resource-ui.tsx';
import { PermissionsEditor } from './permissions-editor.tsx';

const saved = [
  { code: 'reports.export', value: true },
  { code: 'scorm.packages', value: false },
];

describe('PermissionsEditor', { timeout: 30_000 }, () => {
  it('switches, adds and removes codes, then saves the whole map', async () => {
    const onSave = vi.fn(async () => ({}));
    renderAt(<PermissionsEditor permissions={saved} onSave={onSave} />);
    const save = screen.getByTestId('permissions-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(screen.getByLabelText('Allow scorm.packages'));
    fireEvent.change(screen.getByLabelText('New permission code'), { target: { value: ' insights.view ' } });
    fireEvent.click(screen.getByTestId('permission-add'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove reports.export' }));
    expect(
      screen.getAllByTestId('permission-row').map((row) => within(row).getByText(/\w+\.\w+/).textContent),
    ).toEqual(['scorm.packages', 'insights.view']);
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ 'scorm.packages': true, 'insights.view': true }),
    );
  });

  it('refuses an empty, malformed or repeated code where it was typed', () => {
    renderAt(<PermissionsEditor permissions={saved} onSave={vi.fn()} />);
    const input = screen.getByLabelText('New permission code');
    fireEvent.click(screen.getByTestId('permission-add'));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'two words' } });
    fireEvent.click(screen.getByTestId('permission-add'));
    expect(screen.getByText('This value is not valid.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'REPORTS.export' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('This code is already listed.')).toBeTruthy();
    expect(screen.getAllByTestId('permission-row')).toHaveLength(2);
  });

  it("shows the server's refusal and keeps the changes", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError({ kind: 'forbidden', status: 403, message: 'Access denied.' });
    });
    renderAt(<PermissionsEditor permissions={saved} onSave={onSave} />);
    fireEvent.click(screen.getByLabelText('Allow scorm.packages'));
    fireEvent.click(screen.getByTestId('permissions-save'));
    expect(await screen.findByTestId('form-error')).toBeTruthy();
    expect((screen.getByLabelText('Allow scorm.packages') as HTMLInputElement).checked).toBe(true);
  });

  it('is read-only where the company may not be changed', () => {
    renderAt(<PermissionsEditor permissions={saved} readOnly onSave={vi.fn()} />);
    expect((screen.getByLabelText('Allow reports.export') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('permissions-save')).toBeNull();
    expect(screen.queryByLabelText('New permission code')).toBeNull();
  });
});
