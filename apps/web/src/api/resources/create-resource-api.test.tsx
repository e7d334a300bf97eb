import { languageContract } from '@academy/contracts/entities/language';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installHttpEnvironment, type Snackbar } from '../http-environment.ts';
import { createResourceApi } from './create-resource-api.ts';

const api = createResourceApi(languageContract);
const uuid = '11111111-1111-4111-8111-111111111111';
const language = {
  id: 7,
  uuid,
  fqmi: `languages:${uuid}|language`,
  header: 'Deutsch',
  created_at: null,
  updated_at: null,
  abilities: { view: true, update: true, delete: true },
  configurations: {},
  relations: [],
  code: 'de',
  name: 'Deutsch',
  variants_count: 0,
  questions_count: 0,
  blocks_count: 0,
  lessons_count: 0,
};

type Call = { method: string; url: URL; body: unknown };
let calls: Call[];
let snackbars: Snackbar[];
/** What the fake server answers to a write: its meta.relations and message. */
let writeMeta: { relations: string[]; message?: string };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  snackbars = [];
  writeMeta = { relations: ['languages'], message: 'Language saved.' };
  installHttpEnvironment({ notify: (snackbar) => snackbars.push(snackbar), t: (key) => key });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://academy.test');
      const method = init.method ?? 'GET';
      const body =
        init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const meta = { uuid: 'm', request: null, relations: [] };
      if (method === 'GET' && url.pathname === '/api/v1/languages')
        return json(200, {
          data: {
            items: [language],
            meta: { ...meta, pagination: { page: 1, per_page: 25, total: 1, last_page: 1 } },
          },
        });
      if (method === 'GET' && url.pathname.startsWith('/api/v1/'))
        return json(200, { data: { item: language, meta } });
      return json(200, { data: { item: language, meta: { ...meta, ...writeMeta } } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const gets = (path: string) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === path).length;

describe('createResourceApi', () => {
  it('lists with the generic parameters under a key that starts with the segment', async () => {
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(
      () => api.useList({ page: 2, search: 'de', sort: '-name', filters: { code: 'de' } }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.items).toEqual([language]));
    const params = calls[0].url.searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      page: '2',
      per_page: '25',
      search: 'de',
      sort: '-name',
      'filter[code]': 'de',
    });
    expect(queryClient.getQueryCache().getAll()[0].queryKey[0]).toBe('languages');
  });

  it('reads a list and an item again in the language switched to, and keeps each language apart', async () => {
    const { wrapper } = setup();
    let reading = 'en';
    installHttpEnvironment({ language: () => reading });
    const { result, rerender } = renderHook(() => ({ list: api.useList({}), item: api.useItem('7') }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.item.data).toBeDefined());
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    expect(gets('/api/v1/languages')).toBe(1);
    expect(gets('/api/v1/languages/7')).toBe(1);

    reading = 'nb';
    rerender();
    await waitFor(() => expect(gets('/api/v1/languages')).toBe(2));
    await waitFor(() => expect(gets('/api/v1/languages/7')).toBe(2));

    reading = 'en';
    rerender();
    // The English answers are still there (staleTime Infinity here): nothing is read again.
    expect(result.current.list.data?.items).toEqual([language]);
    expect(gets('/api/v1/languages')).toBe(2);
    installHttpEnvironment({ language: () => 'en' });
  });

  it('updates with POST and _method=PATCH, then refreshes every segment meta.relations names, and only those', async () => {
    const { wrapper } = setup();
    writeMeta = { relations: ['languages', 'course-variants'], message: 'Language saved.' };
    const { result } = renderHook(
      () => ({
        item: api.useItem('7'),
        variants: useQuery({
          queryKey: ['course-variants', 'list'],
          queryFn: () => fetch('/api/v1/course-variants').then(() => 1),
        }),
        books: useQuery({ queryKey: ['books', 'list'], queryFn: () => fetch('/api/v1/books').then(() => 1) }),
        update: api.useUpdate(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.item.data).toBeDefined());
    await waitFor(() => expect(result.current.books.data).toBe(1));
    expect(gets('/api/v1/languages/7')).toBe(1);
    await act(() => result.current.update.mutateAsync({ uuid, input: { name: 'Tysk' } }));
    const write = calls.find((call) => call.method === 'POST');
    expect(write?.url.pathname).toBe(`/api/v1/languages/${uuid}`);
    expect(write?.body).toEqual({ name: 'Tysk', _method: 'PATCH' });
    await waitFor(() => expect(gets('/api/v1/languages/7')).toBe(2));
    await waitFor(() => expect(gets('/api/v1/course-variants')).toBe(2));
    expect(gets('/api/v1/books')).toBe(1);
    // spec §8: the server's message is the success snackbar.
    expect(snackbars).toEqual([{ color: 'green', message: 'Language saved.' }]);
  });

  it('says "saved" only once the screens it refreshes have their new data', async () => {
    const { wrapper } = setup();
    // What the item's query had fetched at the moment the message came.
    const seenAtMessage: number[] = [];
    installHttpEnvironment({
      notify: (snackbar) => {
        snackbars.push(snackbar);
        seenAtMessage.push(gets('/api/v1/languages/7'));
      },
      t: (key) => key,
    });
    const { result } = renderHook(() => ({ item: api.useItem('7'), update: api.useUpdate() }), { wrapper });
    await waitFor(() => expect(result.current.item.data).toBeDefined());
    await act(() => result.current.update.mutateAsync({ uuid, input: { name: 'Tysk' } }));
    expect(seenAtMessage).toEqual([2]);
  });

  it("refreshes the resource's own segment even when meta.relations leaves it out", async () => {
    const { wrapper } = setup();
    writeMeta = { relations: [] };
    const { result } = renderHook(() => ({ list: api.useList({}), create: api.useCreate() }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    await act(() => result.current.create.mutateAsync({ code: 'de', name: 'Deutsch' }));
    await waitFor(() => expect(gets('/api/v1/languages')).toBe(2));
    expect(snackbars).toEqual([]);
  });

  it('creates as a multipart form when a file is present, as JSON otherwise', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => api.useCreate({ silent: true }), { wrapper });
    await act(() => result.current.mutateAsync({ code: 'de', name: 'Deutsch' }));
    expect(calls.at(-1)?.body).toEqual({ code: 'de', name: 'Deutsch' });
    const withFile = { code: 'de', name: 'Deutsch', flag: new File(['x'], 'flag.png') };
    await act(() => result.current.mutateAsync(withFile as never));
    const form = calls.filter((call) => call.method === 'POST').at(-1)?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('name')).toBe('Deutsch');
    expect((form.get('flag') as File).name).toBe('flag.png');
  });

  it('deletes with the uuid in the body and does not refetch the deleted item, but its lists', async () => {
    const { wrapper } = setup();
    writeMeta = { relations: ['languages'], message: 'Language deleted.' };
    const { result } = renderHook(
      () => ({ list: api.useList({}), item: api.useItem('7'), remove: api.useDelete() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.item.data).toBeDefined());
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    await act(() => result.current.remove.mutateAsync({ id: 7, uuid }));
    const remove = calls.find((call) => call.method === 'DELETE');
    expect(remove?.url.pathname).toBe(`/api/v1/languages/${uuid}`);
    expect(remove?.body).toEqual({ uuid });
    await waitFor(() => expect(gets('/api/v1/languages')).toBe(2));
    expect(gets('/api/v1/languages/7')).toBe(1);
  });

  it('links with the ids in the query and clones with change_attributes', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ attach: api.useLink('attach', 'variants' as never), clone: api.useClone() }),
      { wrapper },
    );
    await act(() => result.current.attach.mutateAsync({ uuid, ids: [3, 4] }));
    const link = calls.find((call) => call.url.pathname.includes('/attach/'));
    expect(link?.url.pathname).toBe(`/api/v1/languages/${uuid}/attach/variants`);
    expect(link?.url.searchParams.get('attachable')).toBe('3,4');
    await act(() => result.current.clone.mutateAsync({ id: 7, changes: { name: 'Kopi' } }));
    const clone = calls.find((call) => call.url.pathname.endsWith('/clone'));
    expect(clone?.url.pathname).toBe('/api/v1/languages/7/clone');
    expect(clone?.body).toEqual({ change_attributes: { name: 'Kopi' } });
  });
});
