import type { Book } from '@academy/contracts/entities/book';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import {
  entity,
  type FakeCall,
  fakeApi,
  itemAnswer,
  listAnswer,
  renderAt,
} from '../../../test/resource-ui.tsx';
import { ChapterTree } from './chapter-tree.tsx';

const bookFields = (parentId: number | null, sortOrder: number, extra: Record<string, unknown> = {}) => ({
  parent_id: parentId,
  sort_order: sortOrder,
  root_id: 1,
  language_id: 3,
  is_active: true,
  is_chapter: parentId !== null,
  ...extra,
});
const handbook = entity(1, 'Safety Handbook', { name: 'Safety Handbook', ...bookFields(null, 1) });
const fire = entity(2, 'Fire routines', bookFields(1, 1));
const incidents = entity(3, 'Reporting incidents', bookFields(1, 2));
const firstAid = entity(4, 'First aid', bookFields(1, 3, { is_active: false }));
const kits = entity(5, 'Kits', bookFields(4, 1));

const writes = (calls: FakeCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.url.pathname, call.body]);

function server(options: { refuseName?: boolean } = {}) {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.url.pathname === '/api/v1/books')
      return listAnswer([fire, incidents, firstAid, kits], { per_page: 100 });
    if (call.method === 'POST' && call.url.pathname === '/api/v1/books') {
      if (options.refuseName)
        return {
          status: 422,
          body: { message: 'Oops!', errors: { name: ['Name is too long.'] } },
        };
      return itemAnswer(entity(9, 'New'), { message: 'Book created.' });
    }
    if (call.method === 'POST') return itemAnswer(fire, { message: 'Book saved.' });
    return undefined;
  });
}

function renderTree(book = handbook) {
  return renderAt(<ChapterTree book={book as unknown as Book} />, '/admin/books/1/chapters');
}

beforeAll(() => loadAreaTexts('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('ChapterTree', { timeout: 30_000 }, () => {
  it('lists the chapters nested, each linking to its chapter page, inactive ones marked', async () => {
    const { calls } = server();
    renderTree();
    const nodes = await screen.findAllByTestId('chapter-node');
    expect(
      nodes.map((node) => [node.dataset.depth, within(node).getAllByRole('link')[0].textContent]),
    ).toEqual([
      ['1', 'Fire routines'],
      ['1', 'Reporting incidents'],
      ['1', 'First aid'],
      ['2', 'Kits'],
    ]);
    expect(screen.getByRole('link', { name: 'Kits' }).getAttribute('href')).toBe('/admin/books/1/chapters/5');
    expect(within(nodes[2]).getAllByText('Inactive')).toHaveLength(1);
    // Everything under the book, in one list query (all pages).
    const list = calls.find((call) => call.url.pathname === '/api/v1/books');
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toMatchObject({
      'filter[root]': '1',
      'filter[chapters]': 'true',
      sort: 'sort_order',
    });
  });

  it('moves a chapter with one update each: down, into the chapter above, out of its chapter', async () => {
    const { calls } = server();
    renderTree();
    await screen.findAllByTestId('chapter-node');
    expect(screen.getByRole('button', { name: 'Move Fire routines up' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Fire routines down' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    // Once the tree is read again, the keyboard is where it was: on the same button of the moved chapter.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Fire routines down'),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Move Reporting incidents into Fire routines' }),
      ).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Reporting incidents into Fire routines' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Kits out of First aid' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Kits out of First aid' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(3));
    expect(writes(calls)).toEqual([
      ['POST', `/api/v1/books/${fire.uuid}`, { sort_order: 2, _method: 'PATCH' }],
      ['POST', `/api/v1/books/${incidents.uuid}`, { parent_id: 2, _method: 'PATCH' }],
      ['POST', `/api/v1/books/${kits.uuid}`, { parent_id: 1, sort_order: 4, _method: 'PATCH' }],
    ]);
  });

  it('adds a chapter under the book or a chapter, in its language; a refused name shows on its field', async () => {
    const { calls } = server({ refuseName: true });
    renderTree();
    await screen.findAllByTestId('chapter-node');
    fireEvent.click(screen.getByRole('button', { name: 'Add a chapter under First aid' }));
    const dialog = await screen.findByRole('dialog', { name: 'New chapter in First aid' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Defibrillator' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create chapter' }));
    expect(await within(dialog).findByText('Name is too long.')).toBeTruthy();
    expect(writes(calls)).toEqual([
      ['POST', '/api/v1/books', { name: 'Defibrillator', parent_id: 4, language_id: 3 }],
    ]);
  });

  it('shows no move or add buttons where the abilities deny updates', async () => {
    const readOnly = { ...handbook, abilities: { view: true, update: false, delete: false } };
    fakeApi((call) =>
      call.url.pathname === '/api/v1/books'
        ? listAnswer([{ ...fire, abilities: readOnly.abilities }], { per_page: 100 })
        : undefined,
    );
    renderTree(readOnly);
    await screen.findByRole('link', { name: 'Fire routines' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
