import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entity, type FakeCall, fakeApi, itemAnswer, listAnswer, renderAt } from '../../test/resource-ui.tsx';
import { MediaField } from './media-field.tsx';

const media = (id: number, title: string, mime: string) =>
  entity(id, title, { title, mime, url: `/signed/${id}.png`, hls: null, type: mime.split('/')[0] });
const sunrise = media(7, 'Sunrise', 'image/png');
const harbour = media(8, 'Harbour', 'image/jpeg');

const mediaLists = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/v1/media');

function library() {
  return fakeApi((call) => {
    if (call.url.pathname === '/api/v1/media') return listAnswer([sunrise, harbour]);
    for (const item of [sunrise, harbour])
      if (call.url.pathname === `/api/v1/media/${item.uuid}`) return itemAnswer(item);
    return undefined;
  });
}

function Field(props: { initial: string | null; onChange: (value: string | null) => void }) {
  const [value, setValue] = useState(props.initial);
  return (
    <MediaField
      label="Image"
      accept="image"
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MediaField', { timeout: 30_000 }, () => {
  it('shows the chosen media as it will look, and removes the choice', async () => {
    library();
    const onChange = vi.fn();
    renderAt(<Field initial={sunrise.uuid} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Image' });
    const image = await within(group).findByRole('img', { name: 'Sunrise' });
    expect(image.getAttribute('src')).toBe('/signed/7.png');
    fireEvent.click(within(group).getByRole('button', { name: 'Remove Sunrise' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(await within(group).findByText('Nothing chosen.')).toBeTruthy();
    expect(within(group).queryByRole('img')).toBeNull();
  });

  it('chooses another item from a search of the library, images only, and offers an upload', async () => {
    const { calls } = library();
    const onChange = vi.fn();
    renderAt(<Field initial={null} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Choose from the media library' });
    input.focus();
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'Harb' } });
    await waitFor(() =>
      expect(mediaLists(calls).map((call) => call.url.searchParams.get('search'))).toContain('Harb'),
    );
    expect(mediaLists(calls).every((call) => call.url.searchParams.get('filter[type]') === 'image')).toBe(
      true,
    );
    fireEvent.click(await screen.findByRole('option', { name: /Harbour/, hidden: true }));
    expect(onChange).toHaveBeenCalledWith(harbour.uuid);
    expect(await screen.findByRole('img', { name: 'Harbour' })).toBeTruthy();
    // The upload widget loads on its own (a lazy chunk) under its label.
    expect(await screen.findByText('Or upload an image')).toBeTruthy();
  });
});
