import { permissionsOfRoles, type Role } from '@academy/contracts/permissions';
import { spotlight } from '@mantine/spotlight';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '../test/resource-ui.tsx';
import { GlobalSearch, searchesFor } from './global-search.tsx';

/** The results on screen, by their text (a label is split by the highlighted query). */
const shownResults = () =>
  [...document.querySelectorAll('.mantine-Spotlight-action')].map((action) => action.textContent);

/** Answers a course search with one result named after the query, so a stale result is easy to tell. */
function courseSearch() {
  return fakeApi(({ method, url, body }) => {
    if (method !== 'POST' || !url.pathname.endsWith('/search/courses')) return undefined;
    const query = (body as { searchables: { search: string } }).searchables.search;
    return {
      body: {
        data: {
          items: [{ uuid: `uuid-${query}`, header: `Course for ${query}`, description: null, url: null }],
          meta: { uuid: 'meta', request: null, relations: [] },
        },
      },
    };
  });
}

describe('GlobalSearch', () => {
  it('never shows an older query’s results for what is typed now', async () => {
    const { calls } = courseSearch();
    renderAt(<GlobalSearch />);
    act(() => spotlight.open());
    const field = await screen.findByRole('textbox');
    fireEvent.change(field, { target: { value: 'first' } });
    await waitFor(() => expect(shownResults()).toEqual(['Course for first']));

    fireEvent.change(field, { target: { value: 'second' } });
    // At once, before the new search is even sent, the first query's result is gone and the search is pending.
    expect(shownResults()).toEqual([]);
    expect(screen.getByText('Searching…')).toBeTruthy();
    await waitFor(() => expect(shownResults()).toEqual(['Course for second']));
    expect(
      calls.map((call) => (call.body as { searchables: { search: string } }).searchables.search),
    ).toEqual(['first', 'second']);
  }, 30_000);

  it('offers the people search to managers, department heads and administrators only', () => {
    const names = (user: Parameters<typeof searchesFor>[0]) => searchesFor(user).map((entry) => entry.name);
    const withRoles = (...roles: Role[]) => ({
      permissions: permissionsOfRoles(new Set(['learner', ...roles])),
    });
    expect(names(withRoles())).toEqual(['courses']);
    expect(names(null)).toEqual(['courses']);
    expect(names(withRoles('department_head'))).toEqual(['courses', 'users']);
    expect(names(withRoles('any_company_manager'))).toEqual(['courses', 'users']);
    expect(names(withRoles('admin'))).toEqual(['courses', 'users']);
  });
});
