import { MantineProvider } from '@mantine/core';
import { configure, render, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n-setup.ts';
import { LazyRichTextField } from './lazy-rich-text-editor.tsx';

// The editor chunk loads on first use: wait on it with a wide bound (a shared, sometimes slow machine).
configure({ asyncUtilTimeout: 10_000 });

// ProseMirror measures the document; jsdom lays nothing out.
document.elementFromPoint = document.elementFromPoint ?? (() => null);
Range.prototype.getClientRects = () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as never;
Range.prototype.getBoundingClientRect = () => new DOMRect();

function renderField(value: string, onChange = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <LazyRichTextField label="Body" value={value} onChange={onChange} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return onChange;
}

/** Tiptap keeps its editor on the editable element (for tests like this one). */
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

describe('RichTextField', { timeout: 30_000 }, () => {
  it('loads on first use, shows the saved HTML and a labelled, translated toolbar', async () => {
    renderField('<p>Hello <strong>world</strong></p>');
    const textbox = await screen.findByRole('textbox', { name: 'Body' });
    expect(textbox.innerHTML).toContain('<strong>world</strong>');
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Link', 'Remove link', 'Undo'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('reports the document as HTML, and an empty document as an empty text', async () => {
    const onChange = renderField('<p>Hello</p>');
    const editor = editorOf(await screen.findByRole('textbox', { name: 'Body' }));
    editor.chain().selectAll().toggleBold().run();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>'));
    editor.chain().setContent('<p><a href="https://academy.test">site</a></p>', { emitUpdate: true }).run();
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain('href="https://academy.test"'));
    editor.chain().clearContent(true).run();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });
});
