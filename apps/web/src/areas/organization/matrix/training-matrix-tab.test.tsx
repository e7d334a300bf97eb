import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { entity, type FakeCall, fakeApi, itemAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { TrainingMatrixTab } from './training-matrix-tab.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const company = entity(3, 'Nordlys AS', { name: 'Nordlys AS', abilities: { view: true, update: true } });

const matrix = {
  courses: [
    { id: 1, uuid: 'c-1', code: 'FS-1', title: 'Forklift Safety' },
    { id: 2, uuid: 'c-2', code: null, title: 'Harbour Basics' },
  ],
  people: [
    {
      id: 11,
      uuid: 'p-11',
      first_name: 'Ola',
      last_name: 'Nordmann',
      email: 'ola@example.test',
      departments: 'Sales',
      cells: [
        { course_id: 1, status: 'overdue', date: '2026-11-20' },
        { course_id: 2, status: 'completed', date: '2026-10-01' },
      ],
    },
    {
      id: 12,
      uuid: 'p-12',
      first_name: 'Kari',
      last_name: 'Nordmann',
      email: 'kari@example.test',
      departments: 'Sales',
      cells: [{ course_id: 1, status: 'not_started', date: '2026-12-12' }],
    },
  ],
};

const pagination = (total: number) => ({
  pagination: { page: 1, per_page: 25, total, last_page: Math.ceil(total / 25) },
});

function answer(handler: (call: FakeCall) => unknown, reach: unknown = { departments: null }) {
  return fakeApi(
    (call) => (call.url.pathname.endsWith('/report-reach') ? itemAnswer(reach) : undefined),
    (call) => (call.url.pathname.endsWith('/training-matrix') ? (handler(call) as never) : undefined),
  );
}

function renderTab() {
  return renderWithRouter(
    [
      {
        element: <Outlet context={{ item: company }} />,
        children: [{ path: '/organization/matrix', element: <TrainingMatrixTab /> }],
      },
    ],
    '/organization/matrix',
  );
}

describe('the training matrix tab', { timeout: 30_000 }, () => {
  it('shows people × courses with coloured status badges and their dates, and pages the people', async () => {
    const { calls } = answer(() => itemAnswer(matrix, pagination(60)));
    renderTab();
    const table = within(await screen.findByTestId('training-matrix'));
    expect(table.getByText('Forklift Safety')).toBeTruthy();
    expect(table.getByText('Nordmann, Ola')).toBeTruthy();
    const rows = table.getAllByTestId('matrix-person');
    expect(within(rows[0]).getByTestId('standing-overdue').textContent).toBe('Overdue');
    expect(within(rows[0]).getByText('2026-11-20')).toBeTruthy();
    expect(within(rows[0]).getByTestId('standing-completed')).toBeTruthy();
    // Kari is not enrolled in Harbour Basics: a dash, named for a screen reader.
    expect(within(rows[1]).getByLabelText('Not enrolled')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('matrix-pages')).getByText('2'));
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('page') === '2')).toBe(true));
  });

  it('says when there is nobody, and when it could not be loaded', async () => {
    answer(() => itemAnswer({ courses: matrix.courses, people: [] }, pagination(0)));
    const view = renderTab();
    expect(await screen.findByText('Nobody to show')).toBeTruthy();
    view.unmount();
    answer(() => ({ status: 500, body: { message: 'Server error' } }));
    renderTab();
    expect((await screen.findAllByText(/try again|could not/i)).length).toBeGreaterThan(0);
  });

  it('limits a head to their departments, preselecting the first, in Norwegian', async () => {
    await switchLanguage('nb');
    await loadAreaTexts('organization');
    const { calls } = answer(() => itemAnswer(matrix, pagination(2)), {
      departments: [{ id: 8, uuid: 'd-8', name: 'Sales' }],
    });
    renderTab();
    await screen.findByTestId('training-matrix');
    expect(screen.getByText('Last ned Excel')).toBeTruthy();
    expect(screen.getAllByText('Forfalt').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.url.pathname.endsWith('/training-matrix') &&
            call.url.searchParams.get('filter[department]') === 'd-8',
        ),
      ).toBe(true),
    );
    expect((screen.getByTestId('matrix-department') as HTMLInputElement).value).toBe('Sales');
  });
});
