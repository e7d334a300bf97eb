import { blockContract } from '@academy/contracts/entities/block';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResourceApi } from '../../api/resources/create-resource-api.ts';
import { entity, type FakeCall, fakeApi, itemAnswer, listAnswer, renderAt } from '../../test/resource-ui.tsx';
import { LinkedItems, moved } from './linked-items.tsx';

const blocksApi = createResourceApi(blockContract);
const first = entity(1, 'First question');
const second = entity(2, 'Second question');
const third = entity(3, 'Third question');
const block = entity(10, 'Block', { questions: [first, second, third] });

const linkCalls = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.method === 'POST')
    .map((call) => `${call.url.pathname}?${call.url.searchParams.toString()}`);

function server() {
  return fakeApi((call) => {
    if (call.method === 'POST' && call.url.pathname.startsWith(`/api/v1/blocks/${block.uuid}/`))
      return itemAnswer(block, { relations: ['blocks'] });
    if (call.url.pathname === '/api/v1/questions')
      return listAnswer([first, second, third, entity(4, 'Fourth')]);
    return undefined;
  });
}

function renderLinks(owner: Record<string, unknown> = block) {
  renderAt(
    <LinkedItems
      api={blocksApi}
      owner={owner as typeof block}
      link="questions"
      items={[first, second, third]}
      title="Questions"
      addLabel="Add a question"
      emptyText="No questions yet."
      ordered
      itemHref={(item) => `/admin/questions/${item.id}`}
    />,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('moved', () => {
  it('moves one entry and keeps the others in order', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
  });
});

describe('LinkedItems', { timeout: 30_000 }, () => {
  it('lists the linked items in order, each linking to its page', () => {
    server();
    renderLinks();
    const rows = screen.getAllByTestId('linked-item');
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent)
        .join(' '),
    );
    expect(cells).toEqual(['1 First question', '2 Second question', '3 Third question']);
    expect(within(rows[0]).getByRole('link', { name: 'First question' }).getAttribute('href')).toBe(
      '/admin/questions/1',
    );
  });

  it('moves an item by syncing the whole new order', async () => {
    const { calls } = server();
    renderLinks();
    expect(screen.getByRole('button', { name: 'Move First question up' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move First question down' }));
    await waitFor(() =>
      expect(linkCalls(calls)).toEqual([
        `/api/v1/blocks/${block.uuid}/sync/questions?synchronizables=2%2C1%2C3`,
      ]),
    );
  });

  it('removes an item by detaching it', async () => {
    const { calls } = server();
    renderLinks();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Third question' }));
    await waitFor(() =>
      expect(linkCalls(calls)).toEqual([`/api/v1/blocks/${block.uuid}/detach/questions?detachable=3`]),
    );
  });

  it('adds an item found by searching the target resource', async () => {
    const { calls } = server();
    renderLinks();
    const add = screen.getByTestId('linked-items-add') as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    const search = screen.getByRole('combobox', { name: 'Add a question' });
    search.focus();
    fireEvent.click(search);
    fireEvent.change(search, { target: { value: 'Fou' } });
    fireEvent.click(await screen.findByRole('option', { name: /Fourth/, hidden: true }));
    await waitFor(() => expect(add.disabled).toBe(false));
    fireEvent.click(add);
    const fourth = entity(4, 'Fourth');
    await waitFor(() =>
      expect(linkCalls(calls)).toEqual([
        `/api/v1/blocks/${block.uuid}/attach/questions?attachable=${fourth.uuid}`,
      ]),
    );
  });

  it('offers no change where the owner’s abilities deny update', () => {
    server();
    renderLinks({ ...block, abilities: { view: true, update: false } });
    expect(screen.getAllByTestId('linked-item')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByTestId('linked-items-search')).toBeNull();
  });
});
