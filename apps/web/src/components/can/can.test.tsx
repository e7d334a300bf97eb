import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Can } from './can.tsx';

describe('<Can>', () => {
  it('shows what the abilities allow and hides what they deny', () => {
    const item = { abilities: { update: true, delete: false } };
    render(
      <>
        <Can ability="update" item={item}>
          <button type="button">Edit</button>
        </Can>
        <Can ability="delete" item={item} fallback={<span>Locked</span>}>
          <button type="button">Delete</button>
        </Can>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText('Locked')).toBeTruthy();
  });
  it('shows everything for an item without an abilities map (spec §3)', () => {
    render(
      <Can ability="delete" item={{}}>
        <button type="button">Delete</button>
      </Can>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
