import { blockUpdateSchema } from '@academy/contracts/entities/block';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entity, fakeApi, itemAnswer, listAnswer, renderAt } from '../../test/resource-ui.tsx';
import type { FormField } from '../resource-form/form-fields.ts';
import { ResourceForm } from '../resource-form/resource-form.tsx';

const poster = {
  ...entity(41, 'Fire exit poster'),
  title: 'Fire exit poster',
  mime: 'image/png',
  url: '/api/v1/media/poster/original?signature=x',
  hls: null,
};
const extinguisher = entity(42, 'Extinguisher', {
  title: 'Extinguisher',
  mime: 'image/jpeg',
  url: '/api/v1/media/extinguisher/original?signature=y',
  hls: null,
});

type Saved = { title: string; media_uuid: string | null; media: { title: string } | null };
const fields: FormField<Saved>[] = [
  { name: 'title', kind: 'text', labelKey: 'resource.certificates.name' },
  {
    name: 'media_id',
    kind: 'media',
    labelKey: 'media.nav',
    fromItem: (item) => (item.media_uuid ? [item.media_uuid] : []),
    knownOption: (item) =>
      item.media_uuid && item.media ? { value: item.media_uuid, label: item.media.title } : null,
  },
];

function library() {
  return fakeApi((call) => {
    if (call.url.pathname === '/api/v1/media') return listAnswer([poster, extinguisher]);
    if (call.url.pathname === `/api/v1/media/${poster.uuid}`) return itemAnswer(poster);
    if (call.url.pathname === `/api/v1/media/${extinguisher.uuid}`) return itemAnswer(extinguisher);
    return undefined;
  });
}

function renderForm(submit: (payload: Record<string, unknown>) => Promise<unknown>) {
  const saved: Saved = { title: 'Evacuation', media_uuid: poster.uuid, media: { title: 'Fire exit poster' } };
  renderAt(<ResourceForm schema={blockUpdateSchema} fields={fields} item={saved} submit={submit} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('the media field of a resource form', { timeout: 30_000 }, () => {
  it('shows the saved media as the learner will see it', async () => {
    library();
    renderForm(vi.fn());
    const image = await screen.findByRole('img', { name: 'Fire exit poster' });
    expect(image.getAttribute('src')).toBe(poster.url);
  });

  it('refuses a second media item with the spec’s message, before anything is sent', async () => {
    library();
    const submit = vi.fn(async () => ({}));
    renderForm(submit);
    const input = screen.getByRole('combobox', { name: 'Media manager' });
    input.focus();
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'Ext' } });
    fireEvent.click(await screen.findByRole('option', { name: /Extinguisher/, hidden: true }));
    expect(await screen.findByRole('img', { name: 'Extinguisher' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('At most one media item can be attached.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the chosen media, and null once it is taken away', async () => {
    library();
    const submit = vi.fn(async () => ({}));
    renderForm(submit);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Evacuation!' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(submit).toHaveBeenLastCalledWith({ title: 'Evacuation!', media_id: [poster.uuid] }),
    );
    // Backspace in the empty search takes the chosen item away, as it does for a user.
    const input = screen.getByRole('combobox', { name: 'Media manager' });
    input.focus();
    fireEvent.keyDown(input, { key: 'Backspace' });
    await waitFor(() => expect(screen.queryByTestId('media-field-preview')).toBeNull());
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(submit).toHaveBeenLastCalledWith({ title: 'Evacuation!', media_id: null }));
  });
});
