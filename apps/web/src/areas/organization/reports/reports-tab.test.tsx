import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import {
  entity,
  type FakeCall,
  fakeApi,
  itemAnswer,
  listAnswer,
  renderWithRouter,
} from '../../../test/resource-ui.tsx';
import { ReportsTab } from './reports-tab.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const company = entity(3, 'Nordlys AS', { name: 'Nordlys AS', abilities: { view: true, update: true } });

const report = (status: string, extra: Record<string, unknown> = {}) =>
  entity(41, 'Q3 completions', {
    company_id: 3,
    company: { id: 3, uuid: company.uuid, fqmi: company.fqmi, header: 'Nordlys AS' },
    user_id: 5,
    user: { id: 5, uuid: 'u-5', fqmi: 'users:u-5|user', header: 'Mona Manager' },
    name: 'Q3 completions',
    format: 'xlsx',
    status,
    department_id: 8,
    department: { id: 8, uuid: 'd-8', fqmi: 'departments:d-8|department', header: 'Sales' },
    course_id: null,
    course: null,
    date_from: '2026-07-01',
    date_to: null,
    kind: 'qualifications',
    statuses: null,
    within_days: null,
    locale: 'en',
    progress: status === 'done' ? 100 : 0,
    rows_total: null,
    rows_written: 0,
    size: null,
    error: null,
    started_at: null,
    finished_at: null,
    abilities: { view: true, update: false, delete: true, download: status === 'done' },
    ...extra,
  });

function renderTab() {
  return renderWithRouter(
    [
      {
        element: <Outlet context={{ item: company }} />,
        children: [{ path: '/organization/reports', element: <ReportsTab /> }],
      },
    ],
    '/organization/reports',
  );
}

const reportList =
  (answer: (call: FakeCall) => ReturnType<typeof listAnswer> | { status: number; body: unknown }) =>
  (call: FakeCall) =>
    call.url.pathname === '/api/v1/company-reports' && call.method === 'GET' ? answer(call) : undefined;

describe('the reports tab', { timeout: 30_000 }, () => {
  it("lists only the company's reports, newest first, and says when there is none", async () => {
    const { calls } = fakeApi(reportList(() => listAnswer([])));
    renderTab();
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    const query = calls.find((call) => call.url.pathname === '/api/v1/company-reports')!.url.searchParams;
    expect(query.get('filter[company]')).toBe(company.uuid);
    expect(query.get('sort') ?? '-created_at').toBe('-created_at');
  });

  it('says when the list could not be loaded', async () => {
    fakeApi(reportList(() => ({ status: 500, body: { message: 'Server error' } })));
    renderTab();
    expect(await screen.findByTestId('table-error')).toBeTruthy();
  });

  it('follows a report being written until it is done, then offers its download (nb)', async () => {
    await switchLanguage('nb');
    await loadAreaTexts('organization');
    const answers = [
      report('pending'),
      report('processing', { progress: 40, rows_total: 10, rows_written: 4 }),
      report('done', { size: 2048 }),
    ];
    let asked = 0;
    const { calls } = fakeApi(reportList(() => listAnswer([answers[Math.min(asked++, answers.length - 1)]])));
    renderTab();
    const status = await screen.findByTestId(`report-status-${answers[0].uuid}`);
    expect(within(status).getByText('Venter')).toBeTruthy();
    expect(screen.getByText('Sales')).toBeTruthy();
    expect(screen.getByText('Alle kurs')).toBeTruthy();
    expect(screen.queryByTestId('row-download')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Q3 completions: 40 % skrevet' })).toBeTruthy(),
    );
    await waitFor(() =>
      expect(screen.getByTestId(`report-status-${answers[0].uuid}`).dataset.status).toBe('done'),
    );
    expect(within(screen.getByTestId(`report-status-${answers[0].uuid}`)).getByText('Ferdig')).toBeTruthy();
    expect(screen.getByTestId('row-download').getAttribute('aria-label')).toBe('Last ned: Q3 completions');
    // Once every row is finished the list stops asking.
    const settled = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls.length).toBe(settled);
  });

  it('shows why a report failed', async () => {
    fakeApi(reportList(() => listAnswer([report('failed', { error: 'reports.storage_failed' })])));
    renderTab();
    expect(await screen.findByText('The report file could not be stored. Please try again.')).toBeTruthy();
    expect(
      within(screen.getByTestId(`report-status-${report('failed').uuid}`)).getByText('Failed'),
    ).toBeTruthy();
  });

  it('deletes a report where its abilities allow it, after the confirming word', async () => {
    const kept = report('done', { abilities: { view: true, update: false, delete: false, download: true } });
    const removable = {
      ...report('failed'),
      id: 42,
      uuid: '00000000-0000-4000-8000-000000000042',
      name: 'Old',
    };
    let rows = [removable, kept];
    const { calls } = fakeApi(
      reportList(() => listAnswer(rows)),
      (call) => {
        if (call.method !== 'DELETE') return undefined;
        rows = [kept];
        return itemAnswer(removable, { message: 'Report deleted.' });
      },
    );
    renderTab();
    await screen.findByTestId(`report-status-${removable.uuid}`);
    // Only the row whose abilities allow it offers delete.
    expect(screen.getAllByTestId('row-delete')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('row-delete'));
    fireEvent.change(await screen.findByTestId('confirm-action-input'), { target: { value: 'DELETE' } });
    fireEvent.click(screen.getByTestId('confirm-action-submit'));
    await waitFor(() => expect(screen.queryByTestId(`report-status-${removable.uuid}`)).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.url.pathname).toBe(
      `/api/v1/company-reports/${removable.uuid}`,
    );
  });

  it('asks for a report with its scope, which starts the job', async () => {
    const created: unknown[] = [];
    fakeApi(
      reportList(() => listAnswer([])),
      (call) => {
        if (call.url.pathname !== '/api/v1/company-reports' || call.method !== 'POST') return undefined;
        created.push(call.body);
        return itemAnswer(report('pending'));
      },
    );
    renderTab();
    await screen.findByText('Nothing here yet.');
    fireEvent.click(screen.getByTestId('create'));
    const form = within(await screen.findByTestId('report-create-form'));
    fireEvent.click(form.getByTestId('form-submit'));
    expect(await form.findByText('Name is required.')).toBeTruthy();
    fireEvent.change(form.getByTestId('field-name'), { target: { value: 'All of 2026' } });
    fireEvent.change(form.getByTestId('field-date_from'), { target: { value: '2026-01-01' } });
    fireEvent.change(form.getByTestId('field-date_to'), { target: { value: '2025-12-31' } });
    fireEvent.click(form.getByTestId('form-submit'));
    expect(await form.findByText('The end date must not be before the start date.')).toBeTruthy();
    fireEvent.change(form.getByTestId('field-date_to'), { target: { value: '2026-12-31' } });
    fireEvent.click(form.getByTestId('form-submit'));
    await waitFor(() => expect(created).toHaveLength(1));
    // The status report is asked for first (issue 21): it holds everyone enrolled, started or not.
    expect(created[0]).toEqual({
      company_id: company.uuid,
      name: 'All of 2026',
      kind: 'status',
      format: 'xlsx',
      statuses: null,
      within_days: null,
      department_id: null,
      course_id: null,
      date_from: '2026-01-01',
      date_to: '2026-12-31',
    });
    await waitFor(() => expect(screen.queryByTestId('report-create-form')).toBeNull());
  });

  it("opens prefilled from the overview's link, with a head's department preselected", async () => {
    const created: unknown[] = [];
    fakeApi(
      reportList(() => listAnswer([])),
      (call) =>
        call.url.pathname.endsWith('/report-reach')
          ? itemAnswer({ departments: [{ id: 8, uuid: 'd-8', name: 'Sales' }] })
          : undefined,
      (call) => {
        if (call.url.pathname !== '/api/v1/company-reports' || call.method !== 'POST') return undefined;
        created.push(call.body);
        return itemAnswer(report('pending'));
      },
    );
    renderWithRouter(
      [
        {
          element: <Outlet context={{ item: company }} />,
          children: [{ path: '/organization/reports', element: <ReportsTab /> }],
        },
      ],
      '/organization/reports?create=status&status=overdue',
    );
    const form = within(await screen.findByTestId('report-create-form'));
    fireEvent.change(form.getByTestId('field-name'), { target: { value: 'Overdue' } });
    fireEvent.click(form.getByTestId('form-submit'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ kind: 'status', statuses: ['overdue'], department_id: 'd-8' });
  });
});
