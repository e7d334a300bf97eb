import { IconPencil, IconTrash } from '@tabler/icons-react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languagesApi } from '../../api/resources/languages.ts';
import { entity, type FakeCall, fakeApi, listAnswer, renderAt } from '../../test/resource-ui.tsx';
import { ResourceTable } from './resource-table.tsx';
import type { ResourceColumn } from './table-types.ts';

type Language = ReturnType<typeof language>;
const language = (
  id: number,
  name: string,
  code: string,
  abilities = { view: true, update: true, delete: true },
) =>
  entity(id, name, {
    name,
    code,
    variants_count: id,
    questions_count: 0,
    blocks_count: 0,
    lessons_count: 0,
    abilities,
  });

const english = language(1, 'English', 'en');
const formula = language(2, '=HYPERLINK("x")', 'xx');
const locked = language(3, 'Latin', 'la', { view: true, update: false, delete: false });

const columns: ResourceColumn<Language>[] = [
  { key: 'name', titleKey: 'resource.languages.name', sort: 'name' },
  { key: 'code', titleKey: 'resource.languages.code', sort: 'code' },
  { key: 'variants_count', titleKey: 'resource.languages.variants_count', hidden: true },
];

const lists = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/v1/languages');
const lastList = (calls: FakeCall[]) => Object.fromEntries(lists(calls).at(-1)?.url.searchParams ?? []);

afterEach(() => vi.unstubAllGlobals());

function renderTable(initial = '/admin/languages', fixedFilters?: Record<string, string>) {
  const onDelete = vi.fn();
  const bulk = vi.fn(async () => {});
  const view = renderAt(
    <ResourceTable
      api={languagesApi}
      tableKey="languages-test"
      label="Languages"
      columns={columns as never}
      rowHref={(item) => `/admin/languages/${item.id}`}
      rowActions={[
        {
          key: 'edit',
          labelKey: 'resource.actions.edit',
          icon: <IconPencil size={16} />,
          ability: 'update',
          href: (item) => `/admin/languages/${item.id}`,
        },
        {
          key: 'delete',
          labelKey: 'resource.delete.action',
          icon: <IconTrash size={16} />,
          ability: 'delete',
          onClick: onDelete,
        },
      ]}
      bulkActions={[{ key: 'delete', labelKey: 'resource.delete.bulk', ability: 'delete', run: bulk }]}
      exportable
      fixedFilters={fixedFilters}
    />,
    initial,
  );
  return { ...view, onDelete, bulk };
}

// Mantine and the data table render slowly under jsdom on a shared machine: a wide bound, no timing logic.
describe('ResourceTable', { timeout: 30_000 }, () => {
  it('shows the page the address asks for and keeps sorting and paging in the address', async () => {
    const { calls } = fakeApi((call) =>
      call.url.pathname === '/api/v1/languages' ? listAnswer([english, locked], { total: 60 }) : undefined,
    );
    const { router } = renderTable('/admin/languages?page=2&filter[code]=en');
    expect(await screen.findByRole('link', { name: 'English' })).toBeTruthy();
    expect(lastList(calls)).toMatchObject({ page: '2', per_page: '25', sort: 'name', 'filter[code]': 'en' });

    fireEvent.click(screen.getByRole('button', { name: 'Name, sorted ascending' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=-name'));
    // A new order starts again at the first page.
    expect(router.state.location.search).not.toContain('page=');
    await waitFor(() => expect(lastList(calls)).toMatchObject({ page: '1', sort: '-name' }));

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ page: '2', sort: '-name' }));
    // The back button returns to the first page.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).not.toContain('page='));
  });

  it('searches once typing pauses and offers the hidden columns', async () => {
    const { calls } = fakeApi((call) =>
      call.url.pathname === '/api/v1/languages' ? listAnswer([english]) : undefined,
    );
    const { router } = renderTable();
    await screen.findByRole('link', { name: 'English' });
    fireEvent.change(screen.getByTestId('table-search'), { target: { value: 'eng' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=eng'));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ search: 'eng' }));
    expect(lists(calls).filter((call) => call.url.searchParams.get('search') === 'e')).toHaveLength(0);

    expect(screen.queryByRole('columnheader', { name: 'Course variants' })).toBeNull();
    fireEvent.click(screen.getByTestId('column-choice'));
    fireEvent.click(await screen.findByLabelText('Course variants'));
    expect(await screen.findByText('Course variants', { selector: 'th *, th' })).toBeTruthy();
  });

  it('shows row actions and selection only where the abilities allow them', async () => {
    fakeApi((call) =>
      call.url.pathname === '/api/v1/languages' ? listAnswer([english, locked]) : undefined,
    );
    const { onDelete, bulk } = renderTable();
    await screen.findByRole('link', { name: 'English' });
    expect(screen.getByRole('link', { name: 'Edit: English' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit: Latin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete: Latin' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete: English' }));
    expect(onDelete).toHaveBeenCalledWith(english);

    expect((screen.getByLabelText('Select Latin') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select English'));
    const bar = await screen.findByTestId('bulk-actions');
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    await waitFor(() => expect(bulk).toHaveBeenCalledWith([english]));
    await waitFor(() => expect(screen.queryByTestId('bulk-actions')).toBeNull());
  });

  it('exports every page of the current query as CSV, formulas neutralised', async () => {
    const { calls } = fakeApi((call) => {
      if (call.url.pathname !== '/api/v1/languages') return undefined;
      const perPage = Number(call.url.searchParams.get('per_page'));
      if (perPage !== 100) return listAnswer([english]);
      const page = Number(call.url.searchParams.get('page'));
      return listAnswer(page === 1 ? [english] : [formula], { page, per_page: 100, total: 101 });
    });
    let saved: Blob | null = null;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          saved = blob;
          return 'blob:x';
        },
        revokeObjectURL: () => {},
      }),
    );
    renderTable('/admin/languages?search=e&sort=-code');
    await screen.findByRole('link', { name: 'English' });
    fireEvent.click(screen.getByTestId('table-export'));
    await waitFor(() => expect(saved).not.toBeNull());
    const exports = lists(calls).filter((call) => call.url.searchParams.get('per_page') === '100');
    expect(exports.map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(Object.fromEntries(exports[0].url.searchParams)).toMatchObject({ search: 'e', sort: '-code' });
    const bytes = new Uint8Array(await (saved as unknown as Blob).arrayBuffer());
    // UTF-8 byte-order mark, then the rows (TextDecoder drops the mark).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      '"Name","Code"\r\n"English","en"\r\n"\'=HYPERLINK(""x"")","xx"\r\n',
    );
  });

  it('always sends its fixed filters, keeps them out of the address and offers no input for them', async () => {
    const { calls } = fakeApi((call) =>
      call.url.pathname === '/api/v1/languages' ? listAnswer([english]) : undefined,
    );
    const { router } = renderAt(
      <ResourceTable
        api={languagesApi}
        tableKey="languages-fixed"
        label="Languages"
        columns={columns as never}
        filters={[{ name: 'code', kind: 'text', labelKey: 'resource.languages.code' }]}
        fixedFilters={{ code: 'en' }}
      />,
      '/admin/languages?search=eng',
    );
    await screen.findByText('English');
    expect(lastList(calls)).toMatchObject({ search: 'eng', 'filter[code]': 'en' });
    expect(router.state.location.search).toBe('?search=eng');
    expect(screen.queryByTestId('filter-code')).toBeNull();
  });

  it('says when the list is empty, and offers a retry when it failed', async () => {
    let fail = true;
    fakeApi((call) => {
      if (call.url.pathname !== '/api/v1/languages') return undefined;
      return fail ? { status: 500, body: { message: 'http.server_error' } } : listAnswer([]);
    });
    const view = renderTable();
    const alert = await screen.findByTestId('table-error');
    expect(alert.textContent).toContain('The list could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    // Nothing asked for and nothing there: nothing yet. A search or a filter that finds nothing: nothing found.
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    view.unmount();
    renderTable('/admin/languages?search=zz');
    expect(await screen.findByText('Nothing found.')).toBeTruthy();
    expect(screen.queryByText('Nothing here yet.')).toBeNull();
  });

  it('sends the fixed filters with every list and export call, outside the address', async () => {
    const { calls } = fakeApi((call) =>
      call.url.pathname === '/api/v1/languages' ? listAnswer([english]) : undefined,
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    // The address cannot widen what the screen fixes: its own value for the same filter is overridden.
    const { router } = renderTable('/admin/languages?filter[code]=xx', { code: 'en' });
    await screen.findByRole('link', { name: 'English' });
    expect(lastList(calls)).toMatchObject({ 'filter[code]': 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Name, sorted ascending' }));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ sort: '-name', 'filter[code]': 'en' }));
    expect(router.state.location.search).not.toContain('=en');
    fireEvent.click(screen.getByTestId('table-export'));
    await waitFor(() =>
      expect(lists(calls).some((call) => call.url.searchParams.get('per_page') === '100')).toBe(true),
    );
    const exported = lists(calls).find((call) => call.url.searchParams.get('per_page') === '100');
    expect(exported?.url.searchParams.get('filter[code]')).toBe('en');
    // No filter input is offered for it.
    expect(screen.queryByTestId('filter-code')).toBeNull();
  });
});
