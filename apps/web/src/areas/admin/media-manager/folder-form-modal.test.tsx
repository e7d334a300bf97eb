import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entity, fakeApi, itemAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { FolderFormModal } from './folder-form-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

const folder = entity(4, 'Photos', {
  abilities: { view: true, update: true, delete: true, detach_children: true },
  name: 'Photos',
  parent_id: null,
  parent: null,
  sort_order: 2,
  children_count: 0,
  media_count: 0,
  processing: false,
});

describe('FolderFormModal (rename)', () => {
  it('saves the name and the position among its siblings', async () => {
    const onClose = vi.fn();
    const { calls } = fakeApi((call) => (call.method !== 'GET' ? itemAnswer(folder) : undefined));
    renderWithRouter(
      [
        {
          path: '/',
          element: <FolderFormModal mode={{ kind: 'rename', folder: folder as never }} onClose={onClose} />,
        },
      ],
      '/',
    );
    const position = await screen.findByLabelText('Position');
    expect((position as HTMLInputElement).value).toBe('2');
    fireEvent.change(screen.getByTestId('folder-name'), { target: { value: 'Pictures' } });
    fireEvent.change(position, { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('folder-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const write = calls.find((call) => call.method !== 'GET');
    const body = write?.body instanceof FormData ? Object.fromEntries(write.body) : write?.body;
    expect(write?.url.pathname).toBe(`/api/v1/directories/${folder.uuid}`);
    expect(body).toMatchObject({ name: 'Pictures', sort_order: expect.anything() });
    expect(String((body as { sort_order: unknown }).sort_order)).toBe('5');
  });
});
