import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { entity, type FakeCall, fakeApi, listAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { CompanyEnrollmentsTab } from './company-enrollments-tab.tsx';
import { EnrollmentCreate } from './enrollment-create.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const nordlys = (abilities: Record<string, boolean>) =>
  entity(1, 'Nordlys AS', { name: 'Nordlys AS', abilities });

const enrollment = entity(31, 'Workplace Safety', {
  course_id: 3,
  course: entity(3, 'Workplace Safety'),
  company_id: 1,
  company: entity(1, 'Nordlys AS'),
  enrollable_type: 'department',
  enrollable_id: 7,
  enrollable: entity(7, 'Sales'),
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  next_start_date: null,
  is_recurring: false,
  recur_after_days: null,
  status: 'active',
  abilities: { view: true, update: true, delete: true, revoke: true },
});

/** The company overview's outlet around a tab, and the tab the create returns to. */
function renderTab(tab: ReactNode, company: unknown, path: string) {
  return renderWithRouter(
    [
      {
        element: <Outlet context={{ item: company }} />,
        children: [
          { path, element: tab },
          { path: '/organization/enrollments', element: <p>enrollments tab</p> },
        ],
      },
    ],
    path,
  );
}

const enrollmentsList = (answer: (call: FakeCall) => { status?: number; body: unknown }) =>
  fakeApi((call) => (call.url.pathname === '/api/v1/enrollments' ? answer(call) : undefined));

describe('the organization enrollments tab', { timeout: 30_000 }, () => {
  it('lists the company’s enrollments (its filter fixed) with enrolling for those who may change the company', async () => {
    const { calls } = enrollmentsList(() => listAnswer([enrollment]));
    renderTab(<CompanyEnrollmentsTab />, nordlys({ view: true, update: true }), '/organization/enrollments');
    const table = await screen.findByTestId('resource-table');
    expect(await within(table).findByText('Department: Sales')).toBeTruthy();
    expect(calls[0].url.searchParams.get('filter[company]')).toBe('1');
    expect(screen.getByTestId('create-enrollment').getAttribute('href')).toBe(
      '/organization/enrollments/create',
    );
    expect(screen.getByRole('table', { name: 'Enrollments of Nordlys AS' })).toBeTruthy();
  });

  it('offers no enrolling where the company says no update, in Norwegian', async () => {
    await switchLanguage('nb');
    enrollmentsList(() => listAnswer([enrollment]));
    renderTab(<CompanyEnrollmentsTab />, nordlys({ view: true, update: false }), '/organization/enrollments');
    expect(await screen.findByText('Avdeling: Sales')).toBeTruthy();
    expect(screen.queryByTestId('create-enrollment')).toBeNull();
    expect(screen.getByRole('table', { name: 'Påmeldinger i Nordlys AS' })).toBeTruthy();
  });

  it('says so when there are none, and when the list fails', async () => {
    enrollmentsList(() => listAnswer([]));
    const first = renderTab(<CompanyEnrollmentsTab />, nordlys({ view: true }), '/organization/enrollments');
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    first.unmount();
    enrollmentsList(() => ({ status: 500, body: { message: 'Boom' } }));
    renderTab(<CompanyEnrollmentsTab />, nordlys({ view: true }), '/organization/enrollments');
    expect(await screen.findByTestId('table-error')).toBeTruthy();
  });
});

describe('enrolling from the organization area', { timeout: 30_000 }, () => {
  it('says the spec’s messages on their fields in Norwegian, and cancel returns to the tab', async () => {
    await switchLanguage('nb');
    const { calls } = fakeApi(() => undefined);
    const { router } = renderTab(
      <EnrollmentCreate />,
      nordlys({ view: true, update: true }),
      '/organization/enrollments/create',
    );
    expect(screen.getByRole('heading', { name: 'Meld på et kurs' })).toBeTruthy();
    fireEvent.change(screen.getByTestId('field-start_date'), { target: { value: '2030-02-01' } });
    fireEvent.change(screen.getByTestId('field-end_date'), { target: { value: '2030-01-01' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Minst ett kurs er påkrevd.')).toBeTruthy();
    expect(screen.getByText('Sluttdato må være etter dagens dato og startdatoen.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('form-cancel'));
    expect(await screen.findByText('enrollments tab')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/organization/enrollments');
  });
});
