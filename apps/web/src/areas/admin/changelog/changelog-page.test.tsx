import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { entity, fakeApi, listAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { ChangelogHistoricPage } from './changelog-historic-page.tsx';
import { ChangelogPage } from './changelog-page.tsx';

beforeAll(() => loadAreaTexts('admin'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const courseUuid = '11111111-2222-4333-8444-555555555555';
const admin = { id: 2, uuid: 'a', fqmi: 'users:a|user', header: 'Anders Berg', email: 'admin@academy.test' };

function incident(id: number, event: string, extra: Record<string, unknown> = {}) {
  return entity(id, event, {
    abilities: { view: true, update: false, delete: false },
    event,
    user_id: 2,
    user: admin,
    company_id: null,
    company: null,
    target: null,
    data: {},
    ...extra,
  });
}

const updated = incident(3, 'courses.updated', {
  target: `courses:${courseUuid}|course`,
  data: {
    header: 'Workplace Safety',
    fields: ['name', 'body'],
    changes: {
      name: { before: 'Workplace Safety', after: 'Safety at Work' },
      body: { before: '<p>Old</p>', after: '<p>New <strong>text</strong></p>' },
    },
  },
});
const action = incident(2, 'notifications.mark-all-read', {
  company: { id: 9, uuid: 'f', fqmi: 'companies:f|company', header: 'Fjord Logistics' },
  data: { args: {}, acting_as: { type: 'company', uuid: 'f', name: 'Fjord Logistics' } },
});
const deleted = incident(1, 'languages.deleted', {
  target: `languages:${courseUuid}|language`,
  data: { header: 'Svenska', values: { code: 'sv', name: 'Svenska' } },
});

// Waiting on what is shown, never on time; the bound is wide because this shared machine is sometimes slow.
describe('the changelog', { timeout: 30_000 }, () => {
  it('shows who did what to which item, with the changed values before and after', async () => {
    const { calls } = fakeApi((call) =>
      call.url.pathname === '/api/v1/incidents' ? listAnswer([updated, action, deleted]) : undefined,
    );
    renderWithRouter([{ path: '/admin/changelog', element: <ChangelogPage /> }], '/admin/changelog');
    const table = await screen.findByRole('table', { name: 'Changelog entries' });
    await within(table).findByText('Course updated');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);

    expect(within(rows[0]).getByText('Course updated')).toBeTruthy();
    expect(within(rows[0]).getByRole('link', { name: 'Workplace Safety' }).getAttribute('href')).toBe(
      `/admin/courses/${courseUuid}`,
    );
    expect(within(rows[0]).getByTestId('changes-summary').textContent).toContain(
      'Name: Workplace Safety → Safety at Work',
    );

    expect(within(rows[1]).getByText('All notifications marked as read')).toBeTruthy();
    expect(within(rows[1]).getByTestId('acting-as').textContent).toBe('as Fjord Logistics');

    // A deleted item is named, not linked.
    expect(within(rows[2]).getByText('Svenska (deleted)')).toBeTruthy();
    expect(within(rows[2]).queryByRole('link', { name: /Svenska/ })).toBeNull();
    expect(within(rows[2]).getByTestId('changes-summary').textContent).toContain('2 fields');

    // Newest first.
    expect(calls[0].url.searchParams.get('sort')).toBe('-created_at');
  });

  it("opens an entry's details: every change in full, as text", async () => {
    fakeApi((call) => (call.url.pathname === '/api/v1/incidents' ? listAnswer([updated]) : undefined));
    renderWithRouter([{ path: '/admin/changelog', element: <ChangelogPage /> }], '/admin/changelog');
    fireEvent.click(await screen.findByRole('button', { name: 'Details: courses.updated' }));
    const details = await screen.findByTestId('change-table');
    const cells = within(details)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toContainEqual(['Text', 'Old', 'New text']);
    expect(cells).toContainEqual(['Name', 'Workplace Safety', 'Safety at Work']);
    fireEvent.click(screen.getByTestId('change-details-close'));
    await waitFor(() => expect(screen.queryByTestId('change-table')).toBeNull());
  });

  it('shows fields by their labels and values as people read them, in English and Norwegian', async () => {
    const userUpdated = incident(4, 'users.updated', {
      target: `users:${courseUuid}|user`,
      data: {
        header: 'Kari Nordmann',
        fields: [
          'preferred_language_id',
          'company_id',
          'is_active',
          'end_date',
          'archived_at',
          'internal_notes',
        ],
        changes: {
          // A reference: the name the server recorded beside the id is what is shown.
          preferred_language_id: { before: null, after: 2, after_label: 'Norsk bokmål' },
          // An incident recorded before names were kept: the ids, as they were stored.
          company_id: { before: 3, after: 4 },
          is_active: { before: true, after: false },
          end_date: { before: '2031-03-14', after: null },
          internal_notes: { before: '<p>First line</p><ul><li>Second&nbsp;line</li></ul>', after: '' },
          archived_at: { before: null, after: '2031-03-14T09:30:00' },
        },
      },
    });
    fakeApi((call) => (call.url.pathname === '/api/v1/incidents' ? listAnswer([userUpdated]) : undefined));
    renderWithRouter([{ path: '/admin/changelog', element: <ChangelogPage /> }], '/admin/changelog');
    const summary = await screen.findByTestId('changes-summary');
    expect(summary.textContent).toContain('Preferred language: (empty) → Norsk bokmål');
    expect(summary.textContent).toContain('Company: 3 → 4');
    expect(summary.textContent).not.toContain('preferred_language_id');
    expect(summary.textContent).not.toContain('<p>');

    fireEvent.click(screen.getByRole('button', { name: 'Details: users.updated' }));
    const rowsOf = async () =>
      within(await screen.findByTestId('change-table'))
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    const cells = await rowsOf();
    expect(cells).toContainEqual(['Preferred language', '(empty)', 'Norsk bokmål']);
    expect(cells).toContainEqual(['Active', 'Yes', 'No']);
    expect(cells).toContainEqual(['End date', '2031-03-14', '(empty)']);
    expect(cells).toContainEqual(['Archived', '(empty)', '2031-03-14 09:30:00']);
    expect(cells).toContainEqual(['Internal notes', 'First line\nSecond line', '(empty)']);

    await switchLanguage('nb');
    await waitFor(() => expect(screen.getByText('Foretrukket språk')).toBeTruthy());
    const norwegian = await rowsOf();
    expect(norwegian).toContainEqual(['Foretrukket språk', '(tom)', 'Norsk bokmål']);
    expect(norwegian).toContainEqual(['Bedrift', '3', '4']);
    expect(norwegian).toContainEqual(['Aktiv', 'Ja', 'Nei']);
    expect(norwegian).toContainEqual(['Interne notater', 'First line\nSecond line', '(tom)']);
  });

  it('lists linked items by the names recorded with them, else as recorded', async () => {
    const kari = 'users:kari|user';
    const ola = 'users:ola|user';
    const synced = incident(5, 'departments.sync', {
      target: `departments:${courseUuid}|department`,
      data: {
        header: 'Operations',
        relation: 'users',
        targets: [kari, ola],
        before: [ola],
        after: [kari, ola],
        labels: { [kari]: 'Kari Nordmann' },
      },
    });
    fakeApi((call) => (call.url.pathname === '/api/v1/incidents' ? listAnswer([synced]) : undefined));
    renderWithRouter([{ path: '/admin/changelog', element: <ChangelogPage /> }], '/admin/changelog');
    fireEvent.click(await screen.findByRole('button', { name: 'Details: departments.sync' }));
    const items = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    // Targets, then the list before, then after; Ola has no recorded name (an older incident's shape).
    expect(items).toEqual(['Kari Nordmann', ola, ola, 'Kari Nordmann', ola]);
  });

  it('narrows the list by resource, keeping the filter in the address', async () => {
    const { calls } = fakeApi((call) =>
      call.url.pathname === '/api/v1/incidents' ? listAnswer([updated]) : undefined,
    );
    const { router } = renderWithRouter(
      [{ path: '/admin/changelog', element: <ChangelogPage /> }],
      '/admin/changelog?filter%5Bresource%5D=courses',
    );
    await screen.findByRole('table', { name: 'Changelog entries' });
    expect(calls.at(-1)?.url.searchParams.get('filter[resource]')).toBe('courses');
    expect(router.state.location.search).toContain('filter%5Bresource%5D=courses');
  });

  it('reads the archive on the historic tab, with the same filters', async () => {
    const archived = { ...updated, archived_at: '2026-04-01T02:40:00.000Z' };
    const { calls } = fakeApi(
      (call) => (call.url.pathname === '/api/v1/incidents' ? listAnswer([]) : undefined),
      (call) => (call.url.pathname === '/api/v1/archived-incidents' ? listAnswer([archived]) : undefined),
    );
    renderWithRouter(
      [
        { path: '/admin/changelog', element: <ChangelogPage /> },
        { path: '/admin/changelog/historic', element: <ChangelogHistoricPage /> },
      ],
      '/admin/changelog?filter%5Bresource%5D=courses&page=2',
    );
    await screen.findByRole('table', { name: 'Changelog entries' });
    fireEvent.click(screen.getByRole('tab', { name: 'Archive' }));
    const table = await screen.findByRole('table', { name: 'Archived changelog entries' });
    expect(await within(table).findByText('Course updated')).toBeTruthy();
    // The filters chosen go along, from the first page.
    const archive = calls.find((call) => call.url.pathname === '/api/v1/archived-incidents');
    expect(archive?.url.searchParams.get('filter[resource]')).toBe('courses');
    expect(archive?.url.searchParams.get('page')).toBe('1');
    expect(screen.getByText(/older than 90 days/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Resource' })).toBeTruthy();
  });
});
