import type { TimelineSeries } from '@academy/contracts/entities/statistics';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { type FakeCall, fakeApi, renderWithRouter } from '../../../test/resource-ui.tsx';
import { TimelinePage } from './timeline-page.tsx';

beforeAll(() => loadAreaTexts('admin'));
afterEach(() => vi.unstubAllGlobals());

const summary = (segment: string, type: string, id: number, header: string) => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  fqmi: `${segment}:00000000-0000-4000-8000-${String(id).padStart(12, '0')}|${type}`,
  header,
});

const safety = summary('courses', 'course', 1, 'Workplace Safety');
const nordlys = summary('companies', 'company', 2, 'Nordlys AS');

const rows: TimelineSeries[] = [
  {
    course: safety,
    company: nordlys,
    enrollable: { ...nordlys, type: 'company' },
    cycles: [{ uuid: 'e1', start_date: '2026-02-01', end_date: null, state: 'active', is_recurring: false }],
  },
  {
    course: safety,
    company: nordlys,
    enrollable: { ...summary('users', 'user', 3, 'Lene Larsen'), type: 'user' },
    cycles: [
      { uuid: 'e2', start_date: '2026-01-01', end_date: '2026-01-31', state: 'ended', is_recurring: true },
      { uuid: 'e3', start_date: '2026-02-15', end_date: '2026-03-16', state: 'active', is_recurring: true },
      { uuid: null, start_date: '2026-03-31', end_date: '2026-04-30', state: 'planned', is_recurring: true },
    ],
  },
];

const isTimeline = (call: FakeCall) => call.url.pathname === '/api/v1/statistics/enrollment-timeline';

function open(path = '/admin/enrollments/timeline?from=2026-01-01&to=2026-06-30', total = 2) {
  const api = fakeApi((call) =>
    isTimeline(call)
      ? {
          body: {
            data: {
              items: rows,
              meta: {
                uuid: 'm',
                request: null,
                relations: [],
                pagination: {
                  page: Number(call.url.searchParams.get('page') ?? 1),
                  per_page: 25,
                  total,
                  last_page: Math.ceil(total / 25),
                },
                from: call.url.searchParams.get('from') ?? '2025-12-01',
                to: call.url.searchParams.get('to') ?? '2026-11-30',
              },
            },
          },
        }
      : undefined,
  );
  const view = renderWithRouter(
    [
      { path: '/admin/enrollments/timeline', element: <TimelinePage /> },
      { path: '/admin/statistics', element: <p>Statistics</p> },
    ],
    path,
  );
  return { ...view, api };
}

describe('the enrollments timeline', { timeout: 30_000 }, () => {
  it('draws a row per course and enrollable, with the same periods as a table', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrollments timeline' })).toBeTruthy();
    const grid = await screen.findByTestId('timeline-grid');
    const labels = within(grid)
      .getAllByTestId('timeline-row')
      .map((row) => row.textContent);
    expect(labels).toEqual([
      'Workplace SafetyWhole company · Nordlys AS',
      'Workplace SafetyLene Larsen · Person · Nordlys AS',
    ]);
    expect([...grid.querySelectorAll('[data-state]')].map((bar) => bar.getAttribute('data-state'))).toEqual([
      'active',
      'ended',
      'active',
      'planned',
    ]);
    const table = screen.getByRole('table', { name: 'Enrollment periods' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(
      within(table).getByRole('row', {
        name: 'Workplace Safety Lene Larsen (Person) Nordlys AS 2026-03-31 2026-04-30 Next period (planned)',
      }),
    ).toBeTruthy();
    expect(
      within(table).getByRole('row', { name: /Whole company Nordlys AS 2026-02-01 No end date Active/ }),
    ).toBeTruthy();
    // The legend names every state the bars can have.
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Active', 'Upcoming', 'Ended', 'Revoked', 'Next period (planned)']);
    expect(screen.getByTestId('timeline-range').textContent).toBe('Rows 1–2 of 2');
  });

  it('writes its days as a Norwegian reader does: the window, the table and the bars', async () => {
    await switchLanguage('nb');
    try {
      open();
      const grid = await screen.findByTestId('timeline-grid');
      expect(screen.getByText(/^01\.01\.2026 til 30\.06\.2026\. Hver rad/)).toBeTruthy();
      const table = screen.getByRole('table', { name: 'Påmeldingsperioder' });
      expect(
        within(table).getByRole('row', { name: /Lene Larsen .* 31\.03\.2026 30\.04\.2026/ }),
      ).toBeTruthy();
      // A bar says its period when pointed at.
      const bar = grid.querySelectorAll('[data-state]')[1];
      fireEvent.mouseEnter(bar);
      expect(await screen.findByText('Avsluttet: 01.01.2026 til 31.01.2026')).toBeTruthy();
    } finally {
      await switchLanguage('en');
    }
  });

  it('moves the window by three months and back to today, starting again at the first page', async () => {
    const { api, router } = open('/admin/enrollments/timeline?from=2026-01-01&to=2026-12-31&page=2', 60);
    await screen.findByTestId('timeline-grid');
    expect(api.calls.filter(isTimeline)[0].url.searchParams.get('page')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Three months earlier' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?from=2025-10-01&to=2026-09-30'));
    await vi.waitFor(() =>
      expect(api.calls.filter(isTimeline).at(-1)?.url.search).toBe(
        '?from=2025-10-01&to=2026-09-30&per_page=25',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Three months later' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-12-31'));
    fireEvent.click(screen.getByRole('button', { name: 'Around today' }));
    await vi.waitFor(() => expect(router.state.location.search).not.toBe('?from=2026-01-01&to=2026-12-31'));
  });

  it('pages the rows', async () => {
    const { api, router } = open('/admin/enrollments/timeline', 60);
    await screen.findByTestId('timeline-grid');
    const pages = screen.getByRole('navigation', { name: 'Pages of rows' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await vi.waitFor(() =>
      expect(api.calls.filter(isTimeline).at(-1)?.url.searchParams.get('page')).toBe('3'),
    );
  });

  it('says so when no period overlaps the window', async () => {
    fakeApi((call) =>
      isTimeline(call)
        ? {
            body: {
              data: {
                items: [],
                meta: {
                  uuid: 'm',
                  request: null,
                  relations: [],
                  pagination: { page: 1, per_page: 25, total: 0, last_page: 1 },
                  from: '2026-01-01',
                  to: '2026-12-31',
                },
              },
            },
          }
        : undefined,
    );
    renderWithRouter([{ path: '/t', element: <TimelinePage /> }], '/t');
    expect(await screen.findByText('No enrollment period overlaps this window.')).toBeTruthy();
    expect(screen.queryByTestId('timeline-grid')).toBeNull();
  });
});
