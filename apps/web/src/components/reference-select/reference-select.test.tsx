import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entity, type FakeCall, fakeApi, itemAnswer, listAnswer, renderAt } from '../../test/resource-ui.tsx';
import { ReferenceMultiSelect, ReferenceSelect } from './reference-select.tsx';

const lene = entity(5, 'Lene Larsen', { email: 'learner@academy.test' });
const ola = entity(6, 'Ola Nordmann', { email: 'ola@academy.test' });

const userLists = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/v1/users');

function users() {
  return fakeApi((call) => {
    if (call.url.pathname === '/api/v1/users') {
      const search = call.url.searchParams.get('search') ?? '';
      return listAnswer(
        [lene, ola].filter((user) => user.header.toLowerCase().includes(search.toLowerCase())),
      );
    }
    if (call.url.pathname === `/api/v1/users/${ola.uuid}`) return itemAnswer(ola);
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

function Single(props: { initial: string | null; onChange: (value: string | null) => void }) {
  const [value, setValue] = useState(props.initial);
  return (
    <ReferenceSelect
      segment="users"
      label="Learner"
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

describe('ReferenceSelect', { timeout: 30_000 }, () => {
  it("searches the other resource's list as the user types, once typing pauses", async () => {
    const { calls } = users();
    const onChange = vi.fn();
    renderAt(<Single initial={null} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Learner' });
    // Mantine takes a change to an unfocused combobox for autofill: type as a user does, focused.
    input.focus();
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'o' } });
    fireEvent.change(input, { target: { value: 'ol' } });
    fireEvent.change(input, { target: { value: 'ola' } });
    const searches = () => userLists(calls).map((call) => call.url.searchParams.get('search'));
    await waitFor(() => expect(searches()).toContain('ola'));
    // One call for the pause, none for the keys typed before it.
    expect(searches()).not.toContain('o');
    expect(searches()).not.toContain('ol');
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: /Lene Larsen/, hidden: true })).toBeNull(),
    );
    const option = screen.getByRole('option', { name: /Ola Nordmann/, hidden: true });
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith(ola.uuid);
  });

  it('names a value it was given (from the address or a saved item) by reading that item', async () => {
    users();
    renderAt(<Single initial={ola.uuid} onChange={vi.fn()} />);
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Learner' }) as HTMLInputElement).value).toBe(
        'Ola Nordmann',
      ),
    );
  });
});

describe('ReferenceMultiSelect', { timeout: 30_000 }, () => {
  it('adds several items found by search', async () => {
    users();
    const onChange = vi.fn();
    function Multi() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <ReferenceMultiSelect
          segment="users"
          label="Learners"
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    renderAt(<Multi />);
    const input = screen.getByRole('combobox', { name: 'Learners' });
    input.focus();
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'lene' } });
    fireEvent.click(await screen.findByRole('option', { name: /Lene Larsen/, hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith([lene.uuid]);
  });
});
