import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { type FakeCall, fakeApi, listAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { company, companyUuid, WithCompany } from '../shared/organization-test-data.tsx';
import { InsightsTab } from './insights-tab.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(() => vi.unstubAllGlobals());

const insight = (id: number, title: string, figures: Partial<Record<string, number>> = {}) => ({
  course: {
    id,
    uuid: `00000000-0000-4000-8000-0000000001${String(id).padStart(2, '0')}`,
    fqmi: 'courses:x|course',
    header: title,
    code: `WS-${id}01`,
  },
  title,
  learners: 4,
  enrolled: 4,
  not_started: 1,
  in_progress: 1,
  completed: 2,
  expiring: 1,
  expired: 0,
  ...figures,
});

const insightsPath = `/api/v1/companies/${companyUuid}/insights`;

function open(
  answer: (call: FakeCall) => ReturnType<typeof listAnswer> | { status: number; body: unknown },
  at = '/organization',
) {
  const api = fakeApi((call) => (call.url.pathname === insightsPath ? answer(call) : undefined));
  const view = renderWithRouter(
    [
      {
        path: '/organization',
        element: <WithCompany item={company()} />,
        children: [{ index: true, element: <InsightsTab /> }],
      },
      { path: '/organization/courses/:course', element: <p>course page</p> },
    ],
    at,
  );
  return { ...api, ...view };
}

describe('the insights tab', { timeout: 30_000 }, () => {
  it('shows each course with its figures, linked to the company’s view of the course', async () => {
    const { router } = open(() =>
      listAnswer([insight(1, 'Workplace Safety'), insight(2, 'Information Security')]),
    );
    const table = await screen.findByRole('table', { name: 'Courses and how the learners stand' });
    const rows = within(table).getAllByTestId('course-insight');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('WS-101');
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '4', '1', '1', '2', '1', '0']);
    expect(within(table).getByRole('columnheader', { name: 'Expiring' })).toBeTruthy();
    fireEvent.click(within(rows[0]).getByRole('link', { name: 'Workplace Safety' }));
    expect(await screen.findByText('course page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/organization/courses/00000000-0000-4000-8000-000000000101');
  });

  it('narrows to the department in the address', async () => {
    const { calls } = open(
      () => listAnswer([insight(1, 'Workplace Safety', { learners: 2 })]),
      '/organization?filter[department]=dep-uuid',
    );
    await screen.findByTestId('course-insight');
    const asked = calls.filter((call) => call.url.pathname === insightsPath);
    expect(asked.every((call) => call.url.searchParams.get('filter[department]') === 'dep-uuid')).toBe(true);
  });

  it('says when there is nothing yet', async () => {
    open(() => listAnswer([]));
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeTruthy();
  });

  it('offers a retry when the insights fail', async () => {
    let fail = true;
    open(() =>
      fail
        ? { status: 500, body: { message: 'http.server_error' } }
        : listAnswer([insight(1, 'Workplace Safety')]),
    );
    expect(await screen.findByTestId('error-state')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('course-insight')).toBeTruthy();
  });

  it('speaks Norwegian', async () => {
    await switchLanguage('nb');
    try {
      open(() => listAnswer([insight(1, 'Sikkerhet på arbeidsplassen')]));
      const table = await screen.findByRole('table', { name: 'Kurs og hvordan deltakerne ligger an' });
      for (const header of [
        'Deltakere',
        'Påmeldt',
        'Ikke startet',
        'Pågår',
        'Fullført',
        'Utløper snart',
        'Utløpt',
      ])
        expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
      expect(screen.getByText(/innen 30 dager/)).toBeTruthy();
    } finally {
      await switchLanguage('en');
    }
  });

  it('says so in Norwegian when nothing is there', async () => {
    await switchLanguage('nb');
    try {
      open(() => listAnswer([]));
      expect(await screen.findByRole('heading', { name: 'Ingen kurs ennå' })).toBeTruthy();
    } finally {
      await switchLanguage('en');
    }
  });
});
