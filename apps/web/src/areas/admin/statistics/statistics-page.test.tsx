import type { Statistics } from '@academy/contracts/entities/statistics';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { formatDateTime } from '../../../i18n/reader-dates.ts';
import {
  entity,
  type FakeCall,
  fakeApi,
  itemAnswer,
  listAnswer,
  renderWithRouter,
} from '../../../test/resource-ui.tsx';
import { StatisticsPage } from './statistics-page.tsx';

beforeAll(() => loadAreaTexts('admin'));
afterEach(() => vi.unstubAllGlobals());

const month = (name: string, extra: Partial<Statistics['months'][number]> = {}) => ({
  month: name,
  completions: 0,
  certificates_issued: 0,
  certificates_expiring: 0,
  examinations: 0,
  active_learners: 0,
  enrollments_started: 0,
  ...extra,
});

const company = entity(7, 'Fjord Logistics');

function statistics(extra: Partial<Statistics> = {}): Statistics {
  return {
    from: '2026-01-01',
    to: '2026-02-28',
    company: null,
    computed_at: '2026-02-28T08:15:00.000Z',
    certificates_count: 1234,
    certificates_users: 1,
    examinations_count: 20,
    examinations_users: 8,
    completions_count: 12,
    certificates_expiring_count: 3,
    submitted_count: 16,
    passed_count: 12,
    pass_rate: 0.75,
    enrollments_started_count: 2,
    enrollments_active_count: 5,
    months: [month('2026-01', { completions: 5, active_learners: 4 }), month('2026-02', { completions: 7 })],
    courses: [
      {
        course: { id: 1, uuid: 'c1', fqmi: 'courses:c1|course', header: 'Workplace Safety' },
        submitted: 16,
        passed: 12,
        pass_rate: 0.75,
      },
    ],
    companies: [
      {
        company: { id: 7, uuid: company.uuid, fqmi: company.fqmi, header: 'Fjord Logistics' },
        completions: 12,
        certificates: 1234,
        active_learners: 8,
        examinations: 20,
      },
    ],
    ...extra,
  };
}

const isStatistics = (call: FakeCall) => call.url.pathname === '/api/v1/statistics';

function open(
  answer: (call: FakeCall) => ReturnType<typeof itemAnswer> | { status: number; body: unknown },
  path = '/admin/statistics',
) {
  const api = fakeApi(
    (call) => (isStatistics(call) ? answer(call) : undefined),
    (call) => (call.url.pathname === '/api/v1/companies' ? listAnswer([company]) : undefined),
    (call) => (call.url.pathname === `/api/v1/companies/${company.uuid}` ? itemAnswer(company) : undefined),
  );
  const view = renderWithRouter(
    [
      { path: '/admin/statistics', element: <StatisticsPage /> },
      { path: '/admin/enrollments/timeline', element: <p>Timeline</p> },
    ],
    path,
  );
  return { ...view, api };
}

const kpi = (name: string) => within(screen.getByTestId(`kpi-${name}`)).getByTestId('kpi-value').textContent;

describe('the statistics page', { timeout: 30_000 }, () => {
  it('shows the key figures of the period, formatted for the language, and the charts with their tables', async () => {
    open(() => itemAnswer(statistics()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeTruthy();
    await screen.findByTestId('kpi-certificates');
    expect(kpi('certificates')).toBe('1,234');
    expect(screen.getByTestId('kpi-certificates').textContent).toContain('to 1 person');
    expect(kpi('pass-rate')).toBe('75%');
    expect(screen.getByTestId('kpi-pass-rate').textContent).toContain(
      '12 of 16 submitted examinations passed',
    );
    expect(kpi('enrollments')).toBe('5');
    expect(screen.getByTestId('statistics-period').textContent).toBe(
      '2026-01-01 to 2026-02-28, all companies',
    );
    // The charts' chunk: each figure has its table, months by name.
    const activity = await screen.findByRole('table', { name: 'Completions and active learners per month' });
    expect(within(activity).getByRole('rowheader', { name: 'January 2026' })).toBeTruthy();
    const courses = screen.getByRole('table', { name: 'Pass rate per course' });
    expect(within(courses).getByRole('row', { name: /Workplace Safety 16 12 75%/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enrollments timeline' }).getAttribute('href')).toBe(
      '/admin/enrollments/timeline',
    );
  });

  it('speaks Norwegian: texts, numbers and month names', async () => {
    await switchLanguage('nb');
    try {
      open(() => itemAnswer(statistics()));
      expect(await screen.findByRole('heading', { level: 1, name: 'Statistikk' })).toBeTruthy();
      await screen.findByTestId('kpi-certificates');
      expect(kpi('certificates')).toMatch(/^1\s234$/);
      expect(kpi('pass-rate')).toMatch(/^75\s%$/);
      const activity = await screen.findByRole('table', {
        name: 'Fullføringer og aktive deltakere per måned',
      });
      expect(within(activity).getByRole('rowheader', { name: 'januar 2026' })).toBeTruthy();
      // Days as a Norwegian reader writes them.
      expect(screen.getByTestId('statistics-period').textContent).toBe(
        '01.01.2026 til 28.02.2026, alle bedrifter',
      );
      expect(screen.getByTestId('kpi-enrollments').textContent).toContain(
        'den 28.02.2026; 2 startet i perioden',
      );
    } finally {
      await switchLanguage('en');
    }
  });

  it('asks again for a chosen period and company, keeping them in the address', async () => {
    const { api, router } = open((call) =>
      itemAnswer(
        statistics(
          call.url.searchParams.get('company')
            ? {
                company: { id: 7, uuid: company.uuid, fqmi: company.fqmi, header: 'Fjord Logistics' },
                examinations_count: 3,
              }
            : {},
        ),
      ),
    );
    await screen.findByTestId('kpi-certificates');
    fireEvent.click(screen.getByRole('button', { name: 'Last year' }));
    await vi.waitFor(() =>
      expect(router.state.location.search).toMatch(/^\?from=\d{4}-01-01&to=\d{4}-12-31$/),
    );
    const year = Number(router.state.location.search.slice(6, 10));
    await vi.waitFor(() =>
      expect(api.calls.filter(isStatistics).at(-1)?.url.search).toBe(`?from=${year}-01-01&to=${year}-12-31`),
    );

    const input = screen.getByRole('combobox', { name: 'Company' });
    // Mantine takes a change to an unfocused combobox for autofill: open it as a user does, focused.
    input.focus();
    fireEvent.click(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Fjord Logistics', hidden: true }));
    await vi.waitFor(() =>
      expect(api.calls.filter(isStatistics).at(-1)?.url.searchParams.get('company')).toBe(company.uuid),
    );
    await vi.waitFor(() => expect(kpi('examinations')).toBe('3'));
    expect(router.state.location.search).toContain(`company=${company.uuid}`);
    expect(screen.getByTestId('statistics-period').textContent).toContain('Fjord Logistics');
  });

  it('reads the filter from the address and drops what the server would refuse', async () => {
    const { api } = open(
      () => itemAnswer(statistics()),
      '/admin/statistics?from=2026-02-30&to=2026-03-01&company=x',
    );
    await screen.findByTestId('kpi-certificates');
    expect(api.calls.filter(isStatistics)[0].url.search).toBe('?to=2026-03-01&company=x');
  });

  it('says when nothing happened in the period instead of drawing empty charts', async () => {
    open(() =>
      itemAnswer(
        statistics({
          certificates_count: 0,
          examinations_count: 0,
          certificates_expiring_count: 0,
          enrollments_started_count: 0,
        }),
      ),
    );
    expect(await screen.findByTestId('statistics-empty')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an error with a retry when the statistics cannot be loaded', async () => {
    let fail = true;
    open(() => (fail ? { status: 500, body: { message: 'http.server_error' } } : itemAnswer(statistics())));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The statistics could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('kpi-certificates')).toBeTruthy();
  });

  it('says when the figures were computed and computes them afresh when asked', async () => {
    const { api } = open((call) =>
      itemAnswer(
        call.url.searchParams.get('fresh') === 'true'
          ? statistics({ computed_at: '2026-02-28T08:19:00.000Z', examinations_count: 21 })
          : statistics(),
      ),
    );
    await screen.findByTestId('kpi-certificates');
    const computedAt = screen.getByTestId('statistics-computed-at');
    expect(computedAt.textContent).toBe(`Figures as of ${formatDateTime('2026-02-28T08:15:00.000Z')}.`);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh figures' }));
    await vi.waitFor(() => expect(kpi('examinations')).toBe('21'));
    expect(computedAt.textContent).toBe(`Figures as of ${formatDateTime('2026-02-28T08:19:00.000Z')}.`);
    const asked = api.calls.filter(isStatistics).map((call) => call.url.search);
    expect(asked).toEqual(['', '?fresh=true']);
  });
});
