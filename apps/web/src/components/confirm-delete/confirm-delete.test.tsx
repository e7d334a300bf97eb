import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languagesApi } from '../../api/resources/languages.ts';
import { entity, fakeApi, itemAnswer, renderAt } from '../../test/resource-ui.tsx';
import { useConfirmDelete } from './confirm-delete.tsx';

const english = entity(1, 'English', { code: 'en', name: 'English' });
const german = entity(2, 'Deutsch', { code: 'de', name: 'Deutsch' });

function Screen(props: { items: unknown[]; onDeleted: (items: unknown[]) => void }) {
  const confirm = useConfirmDelete(languagesApi, { onDeleted: props.onDeleted });
  return <Button onClick={() => confirm(props.items as never)}>Delete</Button>;
}

afterEach(() => vi.unstubAllGlobals());

/** English is in use (409), anything else is deleted. */
function server() {
  return fakeApi((call) => {
    if (call.method !== 'DELETE') return undefined;
    if (call.url.pathname.endsWith(english.uuid)) return { status: 409, body: { message: 'http.conflict' } };
    return itemAnswer(german, { relations: ['languages'], message: 'Language deleted.' });
  });
}

async function confirmWithWord() {
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  const input = await screen.findByTestId('confirm-action-input');
  expect(screen.getByTestId('confirm-action-submit').hasAttribute('disabled')).toBe(true);
  fireEvent.change(input, { target: { value: 'DELETE' } });
  fireEvent.click(screen.getByTestId('confirm-action-submit'));
}

describe('useConfirmDelete', { timeout: 30_000 }, () => {
  it('deletes after the word is typed, sends the uuid, and says what the server said', async () => {
    const { calls, snackbars } = server();
    const onDeleted = vi.fn();
    renderAt(<Screen items={[german]} onDeleted={onDeleted} />);
    await confirmWithWord();
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith([german]));
    const remove = calls.find((call) => call.method === 'DELETE');
    expect(remove?.body).toEqual({ uuid: german.uuid });
    expect(snackbars).toEqual([{ color: 'green', message: 'Language deleted.' }]);
    await waitFor(() => expect(screen.queryByTestId('confirm-action-input')).toBeNull());
  });

  it("shows the server's refusal (in use) in the modal, which stays open, and no error snackbar", async () => {
    const { snackbars } = server();
    const onDeleted = vi.fn();
    renderAt(<Screen items={[english]} onDeleted={onDeleted} />);
    await confirmWithWord();
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'This item was changed or is in use; the change was not saved.',
    );
    expect(screen.getByTestId('confirm-action-input')).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(snackbars).toEqual([]);
  });

  it('deletes several, and names the ones refused', async () => {
    server();
    const onDeleted = vi.fn();
    renderAt(<Screen items={[english, german]} onDeleted={onDeleted} />);
    await confirmWithWord();
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith([german]));
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'English: This item was changed or is in use; the change was not saved.',
    );
  });
});
