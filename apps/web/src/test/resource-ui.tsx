import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { installHttpEnvironment, type Snackbar } from '../api/http-environment.ts';
import { i18n } from '../i18n/i18n-setup.ts';

// Waiting on a condition, not on time: the bound is wide because this shared machine is sometimes slow.
configure({ asyncUtilTimeout: 10_000 });

// mantine-datatable shows a column while `matchMedia(column.visibleMediaQuery ?? '')` matches; in a browser
// the empty query matches everything, the shared jsdom shim (setup-tests.ts) says false to every query.
const shimmed = window.matchMedia;
// The data table scrolls its viewport to the top on a page change; jsdom has no scrolling.
Element.prototype.scrollTo = Element.prototype.scrollTo ?? (() => {});
window.matchMedia = (query: string) => ({
  ...shimmed(query),
  matches: query.trim() === '' || shimmed(query).matches,
});

/**
 * Test support for the generic resource screens: the app's providers around a memory data router (the
 * table keeps its state in the address, the form's leave guard needs a data router), and a fake API.
 */
export function renderWithRouter(routes: RouteObject[], initialEntry: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <ModalsProvider>
            <RouterProvider router={router} />
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element at `path` (with the given address). */
export function renderAt(element: ReactNode, initialEntry = '/', extra: RouteObject[] = []) {
  const path = initialEntry.split('?')[0];
  return renderWithRouter([{ path, element }, ...extra], initialEntry);
}

export type FakeCall = { method: string; url: URL; body: unknown };
type Answer = { status?: number; body: unknown };
export type FakeHandler = (call: FakeCall) => Answer | undefined;

const meta = (extra: Record<string, unknown> = {}) => ({
  uuid: 'meta',
  request: null,
  relations: [],
  ...extra,
});

/** A list answer with its pagination (spec §7 list: items and meta). */
export function listAnswer(
  items: unknown[],
  pagination: { page?: number; per_page?: number; total?: number } = {},
) {
  const perPage = pagination.per_page ?? 25;
  const total = pagination.total ?? items.length;
  return {
    body: {
      data: {
        items,
        meta: meta({
          pagination: {
            page: pagination.page ?? 1,
            per_page: perPage,
            total,
            last_page: Math.max(1, Math.ceil(total / perPage)),
          },
        }),
      },
    },
  };
}

export function itemAnswer(item: unknown, extra: Record<string, unknown> = {}) {
  return { body: { data: { item, meta: meta(extra) } } };
}

/**
 * Stubs fetch: each call goes to the handlers in order, the first answer wins; an unanswered call is a 404.
 * Snackbars the http client shows are collected.
 */
export function fakeApi(...handlers: FakeHandler[]) {
  const calls: FakeCall[] = [];
  const snackbars: Snackbar[] = [];
  installHttpEnvironment({
    t: (key, options) => i18n.t(key, options),
    notify: (snackbar) => snackbars.push(snackbar),
    language: () => 'en',
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://academy.test');
      const body =
        init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
      const call = { method: init.method ?? 'GET', url, body };
      calls.push(call);
      const answer = handlers.map((handler) => handler(call)).find(Boolean) ?? {
        status: 404,
        body: { message: 'http.not_found' },
      };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls, snackbars };
}

/** A base entity for fake answers. */
export function entity(id: number, header: string, extra: Record<string, unknown> = {}) {
  const uuid = `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;
  return {
    id,
    uuid,
    fqmi: `things:${uuid}|thing`,
    header,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    abilities: { view: true, update: true, delete: true },
    configurations: {},
    relations: [],
    ...extra,
  };
}
